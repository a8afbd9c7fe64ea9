import { deadlineEditRoutes } from '@/lib/universities/deadline-editing'

/**
 * PUT /api/staff/data/deadlines/<slug>: an editor saves a university's deadline form, opened on
 * `baseVersion`. 200 with the new version; 404 unknown; 409 someone saved since (both versions);
 * 422 invalid.
 */
export const PUT = deadlineEditRoutes.save

import { universityEditRoutes } from '@/lib/universities/profile-editing'

/**
 * PUT /api/staff/data/universities/<slug>: an editor saves a university profile's form, opened on
 * `baseVersion`. 200 with the new version; 404 unknown; 409 someone saved since (both versions);
 * 422 invalid.
 */
export const PUT = universityEditRoutes.save

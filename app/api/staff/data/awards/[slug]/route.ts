import { awardEditRoutes } from '@/lib/scholarships/editing'

/**
 * PUT /api/staff/data/awards/<slug>: an editor saves the award's form, opened on `baseVersion`.
 * 200 with the new version; 404 unknown award; 409 someone saved since (both versions); 422 invalid.
 */
export const PUT = awardEditRoutes.save

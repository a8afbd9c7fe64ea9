import { costEditRoutes } from '@/lib/costs/cost-editing'

/**
 * PUT /api/staff/data/costs/<key>: an editor saves a destination's charges (key: the
 * lower-case country code), opened on `baseVersion`. 200 with the new version; 404 unknown; 409
 * someone saved since (both versions); 422 invalid.
 */
export const PUT = costEditRoutes.save

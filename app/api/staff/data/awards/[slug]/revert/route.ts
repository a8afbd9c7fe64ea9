import { awardEditRoutes } from '@/lib/scholarships/editing'

/**
 * POST /api/staff/data/awards/<slug>/revert: undoes one revision as a new one. 404 unknown award
 * or revision; 409 the award changed since the history was opened, or the fields moved again.
 */
export const POST = awardEditRoutes.revert

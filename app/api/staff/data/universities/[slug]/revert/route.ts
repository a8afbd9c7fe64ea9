import { universityEditRoutes } from '@/lib/universities/profile-editing'

/**
 * POST /api/staff/data/universities/<slug>/revert: undoes one revision as a new one. 404 unknown
 * record or revision; 409 the record changed since the history was opened, or the fields moved.
 */
export const POST = universityEditRoutes.revert

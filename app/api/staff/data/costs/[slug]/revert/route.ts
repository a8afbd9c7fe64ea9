import { costEditRoutes } from '@/lib/costs/cost-editing'

/**
 * POST /api/staff/data/costs/<key>/revert: undoes one revision as a new one. 404 unknown record
 * or revision; 409 the record changed since the history was opened, or the figures moved.
 */
export const POST = costEditRoutes.revert

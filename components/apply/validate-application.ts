import { zodResolver } from '@hookform/resolvers/zod'

import { buildApplicationSchema } from '@/lib/validation/application'

/**
 * The form's resolver over the schema POST /api/apply parses with. A chunk of its own: the form
 * loads it when first approached, so zod and the country list stay out of the page's first load.
 */
export const applicationResolver = (intakeYears: readonly string[]) =>
  zodResolver(buildApplicationSchema(intakeYears))

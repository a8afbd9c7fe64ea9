import { zodResolver } from '@hookform/resolvers/zod'

import { contactSchema } from '@/lib/validation/contact'

/**
 * The form's resolver over the schema POST /api/contact parses with. A chunk of its own: the form
 * loads it when first approached, so zod stays out of the page's first load.
 */
export const contactResolver = zodResolver(contactSchema)

// The contact form's limits and starting values as plain data: the form ships them up front, while
// its schema (lib/validation/contact.ts) loads when first needed.
export const CONTACT_LIMITS = {
  name: [2, 100],
  subject: [3, 150],
  message: [20, 5000],
} as const

export const EMPTY_CONTACT = { name: '', email: '', subject: '', message: '' }

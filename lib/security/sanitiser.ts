// The text sanitiser and the e-mail check applied to what users type.

export const SANITISED_MAX_LENGTH = 1000

/** Removes angle brackets, the javascript: scheme and inline event-handler patterns; trims; caps at 1000. */
export function sanitizeText(input: string): string {
  return input
    .replace(/[<>]/g, '')
    .replace(/javascript\s*:/gi, '')
    .replace(/\bon\w+\s*=/gi, '')
    .trim()
    .slice(0, SANITISED_MAX_LENGTH)
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const SUSPICIOUS_EMAIL = /<\s*\/?\s*script|javascript:|data:|vbscript:/i

export type EmailCheck =
  | { valid: true }
  | { valid: false; error: 'Invalid email format' | 'Email contains suspicious content' }

export function hasSuspiciousEmailContent(email: string) {
  return SUSPICIOUS_EMAIL.test(email)
}

export function validateEmail(email: string): EmailCheck {
  if (!EMAIL_PATTERN.test(email)) return { valid: false, error: 'Invalid email format' }
  if (hasSuspiciousEmailContent(email))
    return { valid: false, error: 'Email contains suspicious content' }
  return { valid: true }
}

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

// Characters no form field needs and the databases refuse or mangle: NUL and the other C0/C1
// controls (tab, line feed and carriage return are fine), lone UTF-16 surrogates, and the Unicode
// non-characters (U+FDD0–U+FDEF and the last two code points of every plane).
const UNSAFE_CHARACTER =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]/

export const UNSAFE_TEXT_MESSAGE =
  'Please remove the invisible or invalid characters from this field'

/** True when `text` holds a character no field accepts (see UNSAFE_CHARACTER). */
export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE_CHARACTER.test(text)
}

/** `text` without those characters: for search boxes and URL parameters, which fall back rather than refuse. */
export function stripUnsafeCharacters(text: string): string {
  return text.replace(new RegExp(UNSAFE_CHARACTER.source, 'g'), '')
}

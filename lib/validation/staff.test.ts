import { newReference } from '@/lib/db/applications'
import {
  noteSchema,
  REFERENCE_PATTERN,
  safeStaffPath,
  staffLoginSchema,
  statusChangeSchema,
} from '@/lib/validation/staff'

describe('staff input schemas', () => {
  it('normalises the sign-in e-mail and asks for missing fields', () => {
    expect(staffLoginSchema.parse({ email: ' Expert@Example.ORG ', password: 'x' })).toEqual({
      email: 'expert@example.org',
      password: 'x',
    })
    const blank = staffLoginSchema.safeParse({ email: '', password: '' })
    expect(blank.error?.issues.map((i) => i.message)).toEqual([
      'Enter your e-mail address',
      'Enter your password',
    ])
  })

  it('takes only known statuses and non-empty notes', () => {
    expect(statusChangeSchema.safeParse({ from: 'received', to: 'in_review' }).success).toBe(true)
    expect(statusChangeSchema.safeParse({ from: 'received', to: 'accepted' }).success).toBe(false)
    expect(noteSchema.parse({ body: '  Called the student.  ' }).body).toBe('Called the student.')
    expect(noteSchema.safeParse({ body: '   ' }).error?.issues[0]?.message).toBe(
      'Write the note first',
    )
  })

  it('recognises the references the database makes', () => {
    for (let i = 0; i < 20; i++) expect(newReference(new Date())).toMatch(REFERENCE_PATTERN)
    expect(REFERENCE_PATTERN.test('SA-2026-ABCDE0')).toBe(false)
  })

  it('sends a signed-in user only to back-office paths', () => {
    expect(safeStaffPath('/staff/applications/SA-2026-ABCDEF')).toBe(
      '/staff/applications/SA-2026-ABCDEF',
    )
    expect(safeStaffPath('/staff?status=in_review&q=amara')).toBe('/staff?status=in_review&q=amara')
    for (const bad of [
      'https://evil.example/staff',
      '//evil.example',
      '/staffing',
      '/staff/../admin',
      '/staff\\@evil.example',
      '/staff/login',
      '/staff/login?next=/staff',
      undefined,
      ['x'],
    ])
      expect(safeStaffPath(bad)).toBe('/staff')
  })
})

import bcrypt from 'bcryptjs'

import { hashPassword, passwordProblem, verifyPassword } from '@/lib/staff/password'

describe('staff passwords', () => {
  it('hashes with bcrypt at cost 12 by default, salted, and verifies only the same password', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^\$2[aby]\$12\$/)
    expect(hash).not.toContain('correct horse battery')
    expect(await hashPassword('correct horse battery', 4)).not.toBe(
      await hashPassword('correct horse battery', 4),
    )
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  }, 30_000)

  it('refuses passwords under 12 characters or over bcrypt’s 72 bytes', async () => {
    expect(passwordProblem('x'.repeat(12))).toBeUndefined()
    expect(passwordProblem('x'.repeat(11))).toMatch(/at least 12 characters/)
    expect(passwordProblem('é'.repeat(37))).toMatch(/at most 72 bytes/)
    expect(passwordProblem('x'.repeat(72))).toBeUndefined()
    await expect(hashPassword('short', 4)).rejects.toThrow(/at least 12/)
  })

  it('never matches a long password that only shares the first 72 bytes of a stored one', async () => {
    const stored = await bcrypt.hash('a'.repeat(72), 4)
    expect(await verifyPassword('a'.repeat(72), stored)).toBe(true)
    expect(await verifyPassword(`${'a'.repeat(72)}extra`, stored)).toBe(false)
  })

  it('treats a malformed hash as a mismatch', async () => {
    expect(await verifyPassword('correct horse battery', 'not a hash')).toBe(false)
  })
})

import 'server-only'

import bcrypt from 'bcryptjs'

/** bcrypt work factor for new hashes; verifying uses the factor stored in each hash. */
export const BCRYPT_ROUNDS = 12
export const MIN_PASSWORD_LENGTH = 12
/** bcrypt reads only the first 72 bytes: a longer password would be silently cut. */
export const MAX_PASSWORD_BYTES = 72

/** Why `password` cannot be a staff password, or undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES)
    return `The password must be at most ${MAX_PASSWORD_BYTES} bytes long (bcrypt ignores the rest).`
  return undefined
}

export async function hashPassword(password: string, rounds = BCRYPT_ROUNDS): Promise<string> {
  const problem = passwordProblem(password)
  if (problem) throw new Error(problem)
  return bcrypt.hash(password, rounds)
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) return false
  try {
    return await bcrypt.compare(password, hash)
  } catch {
    return false
  }
}

const state = globalThis as typeof globalThis & { __studyAbroadDummyHash?: Promise<string> }

/**
 * Verifies against a throwaway hash of the same cost, so that an unknown e-mail takes as long to
 * refuse as a wrong password and sign-in timing does not reveal which accounts exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  state.__studyAbroadDummyHash ??= bcrypt.hash(crypto.randomUUID(), BCRYPT_ROUNDS)
  await verifyPassword(password, await state.__studyAbroadDummyHash)
  return false
}

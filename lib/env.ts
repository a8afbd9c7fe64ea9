import 'server-only'

import { z } from 'zod'

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Serves /test-error, which throws on purpose so the e2e suite can check the error view. */
  ENABLE_TEST_ROUTES: flag,
})

export type Env = z.infer<typeof envSchema>

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment variables:\n  ${problems.join('\n  ')}`)
  }
  return parsed.data
}

export const env = parseEnv(process.env)

import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  // Route suites open an embedded database; on a loaded 2-core machine 5 s is not always enough.
  testTimeout: 15_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Tests of real PostgreSQL/Redis servers run only from `npm run test:services`.
  testPathIgnorePatterns: [
    '/node_modules/',
    '/.next/',
    '/e2e/',
    '/.data/',
    '<rootDir>/scripts/test.mjs',
    ...(process.env.TEST_SERVICES === '1' ? [] : ['\\.services\\.test\\.']),
    // Checks of the production build run only from `npm run test:budgets`, after `next build`.
    ...(process.env.BUILD_CHECKS === '1' ? [] : ['\\.build\\.test\\.']),
  ],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
}

const nextConfig = createJestConfig(config)

// The Parquet reader and writer ship ES modules only: transform them like our own code.
export default async function jestConfig() {
  const resolved = await nextConfig()
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith('/node_modules/(?!.pnpm)(?!(')
        ? pattern.replace('(?!(', '(?!(hyparquet|hyparquet-writer|')
        : pattern,
    ),
  }
}

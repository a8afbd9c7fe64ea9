import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/.data/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/lib/testing/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
}

export default createJestConfig(config)

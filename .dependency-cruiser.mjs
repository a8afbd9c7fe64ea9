/** Import rules checked by `npm run lint` (dependency-cruiser). */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules may not import each other in a loop, directly or through others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'e2e-stays-in-e2e',
      severity: 'error',
      comment: 'Only the Playwright suite imports from e2e/; shared test helpers live in test/.',
      from: { pathNot: '^(e2e/|playwright\\.config\\.ts$)' },
      to: { path: '^e2e/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|\\.data|bench/out)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}

export default config

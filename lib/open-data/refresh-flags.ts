// The node flags of package.json's data:refresh (its heap cap keeps the import under 600 MiB):
// written there only, read here by the cron route's child process and the tests that run a refresh.
import packageJson from '@/package.json'

export const REFRESH_NODE_FLAGS = packageJson.scripts['data:refresh']
  .split(' ')
  .filter((word) => word.startsWith('--max-'))

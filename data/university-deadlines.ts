// The admission deadlines' seed, checked once when first read. The database holds the live records
// (staff edit them in the back office); this file is what a new database starts from and what
// `npm run data:export` writes back, so pages never read it directly (only a build, which has no
// database yet).
import { parseDeadlinesSeed } from '@/lib/universities/deadline-seed'

import seed from './university-deadlines.json'

export const universityDeadlinesSeed = parseDeadlinesSeed(seed)

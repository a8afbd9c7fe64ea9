import { z } from 'zod'

// In the browser zod's object fast path would first probe for eval with `new Function`, which our
// Content-Security-Policy refuses (and browsers report as a policy violation). Off in the browser;
// the server keeps the faster path.
if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }

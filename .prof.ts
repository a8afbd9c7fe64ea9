import { listProgrammes } from '@/lib/programmes'
import { listInstitutions } from '@/lib/institutions'
import { closeDatabase } from '@/lib/db/client'
import { PROGRAMMES_URL } from '@/lib/programmes/state'
import { PROGRAMME_QUERIES, SHORT_QUERIES } from './bench/programmes-query'
import { INSTITUTION_QUERIES } from './bench/institutions-query'
async function time(f: () => Promise<unknown>, n = 15) { await f(); const t: number[] = []; for (let i = 0; i < n; i++) { const s = performance.now(); await f(); t.push(performance.now() - s) } t.sort((a, b) => a - b); return `${t[Math.floor(n / 2)]!.toFixed(1)} / ${t[n - 1]!.toFixed(1)}` }
async function main() {
  for (const q of [...PROGRAMME_QUERIES, ...SHORT_QUERIES]) { const st = { ...PROGRAMMES_URL.defaults, ...q }; console.log(await time(() => listProgrammes(st, st.currency || 'AUD')), JSON.stringify(q)) }
  for (const q of INSTITUTION_QUERIES) console.log(await time(() => listInstitutions({ search: '', country: '', type: '', page: 1, ...q })), JSON.stringify(q))
  await closeDatabase()
}
main()

import { sql } from 'drizzle-orm'
import { getDb, closeDatabase } from '@/lib/db/client'
async function time(label: string, f: () => Promise<unknown>, n = 15) { await f(); const t: number[] = []; for (let i = 0; i < n; i++) { const s = performance.now(); await f(); t.push(performance.now() - s) } t.sort((a, b) => a - b); console.log(label, t[Math.floor(n / 2)]!.toFixed(1), t[n - 1]!.toFixed(1)) }
async function main() {
  const db = await getDb()
  await time('combos', () => db.execute(sql`SELECT combo, country, level, mode, subjects, programmes, priced FROM programme_combos ORDER BY combo`))
  await time('combos-nosubj', () => db.execute(sql`SELECT combo, country, level, mode, programmes, priced FROM programme_combos ORDER BY combo`))
  await time('page ord', () => db.execute(sql`SELECT id FROM programme_search WHERE true ORDER BY ord LIMIT 20 OFFSET 0`))
  await time('cards', () => db.execute(sql`SELECT p.id, p.title, p.locations, p.fees, p.subjects, s.title_peers, i.name FROM programmes p JOIN programme_search s ON s.id=p.id LEFT JOIN institutions i ON i.id=p.provider WHERE p.id IN (SELECT id FROM programme_search ORDER BY ord LIMIT 20)`))
  await time('select 1', () => db.execute(sql`SELECT 1`))
  await closeDatabase()
}
main()

import { PgDialect } from 'drizzle-orm/pg-core'
import { pageIdsSql, comboCountsSql } from '@/lib/programmes/query'
import { listCombos } from '@/lib/programmes'
import { tallyCombos } from '@/lib/programmes/query'
import { PROGRAMMES_URL } from '@/lib/programmes/state'
import { closeDatabase } from '@/lib/db/client'
async function main() {
  const q = { ...PROGRAMMES_URL.defaults, country: 'AU' as const, sort: 'fee' as const, maxFeeEur: 0 }
  const t = tallyCombos(await listCombos(), null, q)
  const { sql, params } = new PgDialect().sqlToQuery(pageIdsSql(q, t.combos, 0, 20))
  let i = 0; console.log(sql.replace(/\$\d+/g, () => JSON.stringify(params[i++]).replace(/"/g, "'")))
  await closeDatabase()
}
main()

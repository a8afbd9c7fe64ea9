import { PgDialect } from 'drizzle-orm/pg-core'
import { directoryPageSql, directoryKindsSql } from '@/lib/institutions/query'
const d = new PgDialect()
for (const s of [directoryKindsSql({ search: 'university', country: '' }), directoryPageSql({ search: 'university', country: '', type: '', page: 2 }, 24)]) {
  const { sql, params } = d.sqlToQuery(s); let i = 0
  console.log(sql.replace(/\$\d+/g, () => `'${String(params[i++]).replace(/'/g, "''")}'`).replace(/\n/g, ' ') + ';')
}

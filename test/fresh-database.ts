import { randomUUID } from 'node:crypto'

import { Client } from 'pg'

/** New, empty databases on the PostgreSQL server at `serverUrl`, each dropped by `dropAll`. */
export function freshDatabases(serverUrl: string, prefix: string) {
  const names: string[] = []
  return {
    async create(): Promise<string> {
      const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`
      const admin = new Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      names.push(name)
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      return url.toString()
    },
    async dropAll() {
      const admin = new Client({ connectionString: serverUrl })
      await admin.connect()
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

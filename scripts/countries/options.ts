// `npm run countries:options`: writes the nationality list of the scholarship matcher
// (data/country-options.json) from lib/scholarships/countries.ts; its unit test fails when the
// committed file no longer matches. The form's client component imports the file, so the list
// travels once, in a cacheable script, instead of twice in every results page.
import { writeFileSync } from 'node:fs'

import { format } from 'prettier'

import { COUNTRY_OPTIONS } from '@/lib/scholarships/countries'

const FILE = 'data/country-options.json'

async function main() {
  const rows = COUNTRY_OPTIONS.map((c) => [c.code, c.name])
  writeFileSync(FILE, await format(JSON.stringify(rows), { parser: 'json', printWidth: 100 }))
  console.log(`Wrote ${FILE} (${rows.length} countries).`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

// The other names students search universities by (short names, acronyms, names in other
// languages), keyed by the directory institution's id. The file is reviewed data, checked against
// its schema once when first read: the importer adds the names to the directory records, and the
// curated universities' search reads them through each university's directory record.
import { universityAliasesSeedSchema, type DataSource } from './schema'
import { parseSeed } from './seed'
import seed from './university-aliases.json'

const parsed = parseSeed(universityAliasesSeedSchema, seed, 'data/university-aliases.json', [
  'aliases',
])

/** Who compiled the aliases and when. */
export const universityAliasesSource: DataSource = parsed.source

/** Other names by directory institution id. */
export const universityAliases: Readonly<Record<string, readonly string[]>> = parsed.aliases

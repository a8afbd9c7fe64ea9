// The awards' seed file (data/scholarships.json): what the start-up loader puts into the database
// and what `npm run data:export` writes back. Pure: no database, no file system.
import { awardsSeedSchema, type AwardsSeed } from '@/data/schema'

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    )
  return value
}

/**
 * One text for one content: keys sorted at every level, two-space indent, a final newline. A
 * record read back from jsonb has its keys reordered, so only a canonical form lets an export of
 * an unchanged database give the committed file byte for byte.
 */
export const canonicalJson = (value: unknown) => `${JSON.stringify(sortKeys(value), null, 2)}\n`

/** The seed file's text for these awards, in this order. */
export const seedFileText = (seed: AwardsSeed) => canonicalJson(seed)

/** Parses a seed file's text; throws with the first problem named when it is not a valid seed. */
export function parseSeedFile(text: string): AwardsSeed {
  return awardsSeedSchema.parse(JSON.parse(text))
}

/**
 * The seed file's text after an export: the committed file's source, the database's awards in
 * their order. Byte for byte the committed file when nothing was edited.
 */
export function exportSeedText(committed: AwardsSeed, awards: AwardsSeed['awards']) {
  return seedFileText(awardsSeedSchema.parse({ source: committed.source, awards }))
}

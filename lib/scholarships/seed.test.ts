import { readFileSync } from 'node:fs'
import path from 'node:path'

import { canonicalJson, exportSeedText, parseSeedFile } from '@/lib/scholarships/seed'
import type { Scholarship } from '@/data/schema'

const FILE = path.join(process.cwd(), 'data', 'scholarships.json')
const committed = readFileSync(FILE, 'utf8')

/** A record as jsonb gives it back: the same values, keys in another order. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reordered(v)]),
    )
  return value
}

describe('the awards seed file', () => {
  it('is valid: every award passes the schema, with its source text', () => {
    const seed = parseSeedFile(committed)
    expect(seed.awards.length).toBeGreaterThan(60)
    expect(seed.source.title).toBe('Scholarships')
  })

  it('is refused with a duplicate slug or an award the schema rejects', () => {
    const seed = JSON.parse(committed)
    expect(() =>
      parseSeedFile(JSON.stringify({ ...seed, awards: [...seed.awards, seed.awards[0]] })),
    ).toThrow(/duplicate slug/)
    const broken = { ...seed.awards[0], link: 'http://insecure.example' }
    expect(() => parseSeedFile(JSON.stringify({ ...seed, awards: [broken] }))).toThrow()
  })

  it('import -> export gives the identical file, whatever order the keys come back in', () => {
    const seed = parseSeedFile(committed)
    const fromDatabase = reordered(seed.awards) as Scholarship[]
    expect(exportSeedText(seed, fromDatabase)).toBe(committed)
  })

  it('writes an edit back into its award only', () => {
    const seed = parseSeedFile(committed)
    const edited = seed.awards.map((a, i) => (i === 0 ? { ...a, value: 'Changed' } : a))
    const lines = (t: string) => t.split('\n')
    const diff = lines(exportSeedText(seed, edited)).filter((l, i) => l !== lines(committed)[i])
    expect(diff).toEqual(['      "value": "Changed"'])
    expect(canonicalJson({ b: 1, a: undefined, c: [{ z: 1, y: 2 }] })).toBe(
      '{\n  "b": 1,\n  "c": [\n    {\n      "y": 2,\n      "z": 1\n    }\n  ]\n}\n',
    )
  })
})

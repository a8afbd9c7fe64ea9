import { readFileSync } from 'node:fs'
import path from 'node:path'

import { planSeed } from '@/lib/records/seed-plan'
import {
  deadlineBook,
  deadlineRecordsFromSeed,
  deadlinesSeedFromRecords,
  exportDeadlinesSeedText,
  parseDeadlinesSeed,
  UCAS_SLUG,
} from '@/lib/universities/deadline-seed'
import { admissionDeadlines } from '@/lib/universities/deadlines'
import { universityDeadlineRecordSchema } from '@/data/schema'
import { universities } from '@/data/universities'

const text = readFileSync(path.join(process.cwd(), 'data', 'university-deadlines.json'), 'utf8')
const seed = parseDeadlinesSeed(JSON.parse(text))
const records = deadlineRecordsFromSeed(seed)
const uni = (slug: string) => universities.find((u) => u.slug === slug)!

describe('deadline records from the seed file', () => {
  it('makes one valid record per slug, UCAS first, both levels of a university in one', () => {
    expect(records[0]!.slug).toBe(UCAS_SLUG)
    expect(new Set(records.map((r) => r.slug)).size).toBe(records.length)
    for (const r of records) expect(universityDeadlineRecordSchema.safeParse(r).success).toBe(true)
    const eth = records.find((r) => r.slug === 'eth-zurich')!
    expect(eth.postgraduate).toEqual(seed.postgraduate['eth-zurich'])
  })

  it('exports an unchanged database as the committed file, byte for byte', () => {
    // The table gives rows back in any order and with its keys reordered.
    const fromTable = [...records].reverse().map((r) => JSON.parse(JSON.stringify(r)))
    expect(exportDeadlinesSeedText(seed, fromTable)).toBe(text)
  })

  it('exports an edited date, and refuses to export without UCAS', () => {
    const edited = records.map((r) =>
      r.slug === 'eth-zurich'
        ? {
            ...r,
            postgraduate: {
              ...r.postgraduate!,
              deadlines: [
                { ...r.postgraduate!.deadlines[0]!, date: { date: '2027-01-31', rule: 'x' } },
              ],
            },
          }
        : r,
    )
    const out = deadlinesSeedFromRecords(seed.source, edited)
    expect(out.postgraduate['eth-zurich']!.deadlines[0]!.date).toEqual({
      date: '2027-01-31',
      rule: 'x',
    })
    expect(() =>
      deadlinesSeedFromRecords(
        seed.source,
        records.filter((r) => r.slug !== UCAS_SLUG),
      ),
    ).toThrow(/UCAS/)
  })

  it('refuses a record with no level, or a level holding the other level’s dates', () => {
    expect(universityDeadlineRecordSchema.safeParse({ slug: 'x' }).success).toBe(false)
    const ucas = records[0]!
    expect(
      universityDeadlineRecordSchema.safeParse({ slug: 'x', postgraduate: ucas.undergraduate })
        .success,
    ).toBe(false)
  })

  it('names the file, record and field of a bad seed', () => {
    const bad = JSON.parse(text)
    bad.postgraduate['eth-zurich'].deadlines[0].source.url = 'http://ethz.ch/'
    expect(() => parseDeadlinesSeed(bad)).toThrow(
      /data\/university-deadlines\.json is not a valid seed:[\s\S]*postgraduate\["eth-zurich"\], field deadlines\.0\.source\.url/,
    )
  })
})

describe('which seed records replace stored rows', () => {
  const hash = (r: { slug: string; v: number }) => `${r.slug}@${r.v}`
  const seedRows = [
    { slug: 'a', v: 1 },
    { slug: 'b', v: 2 },
    { slug: 'c', v: 2 },
    { slug: 'd', v: 1 },
  ]

  it('inserts what the table lacks, updates a changed seed record only where staff never edited', () => {
    const plan = planSeed(
      seedRows,
      [
        { slug: 'a', seedHash: 'a@1', editedAt: null },
        { slug: 'b', seedHash: 'b@1', editedAt: null },
        { slug: 'c', seedHash: 'c@1', editedAt: new Date('2026-12-01T10:00:00Z') },
      ],
      hash,
    )
    expect(plan.insert.map((p) => p.record.slug)).toEqual(['d'])
    expect(plan.update).toEqual([{ record: { slug: 'b', v: 2 }, hash: 'b@2' }])
  })
})

describe('the pure deadline functions read the records they are given', () => {
  it('shows an edited postgraduate date and falls back to UCAS for a UK undergraduate', () => {
    const book = deadlineBook(records)
    const delft = uni('delft-university-of-technology')
    expect(admissionDeadlines(book, delft, 'postgraduate')).toBe(
      seed.postgraduate['delft-university-of-technology'],
    )
    expect(admissionDeadlines({}, delft, 'postgraduate')).toBeUndefined()
    expect(admissionDeadlines(book, uni('imperial-college-london'), 'undergraduate')).toBe(
      seed.ucas,
    )
  })
})

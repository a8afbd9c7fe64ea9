import { checkEligibility } from '@/lib/scholarships/eligibility'
import { roundFor, roundStatus } from '@/lib/scholarships/round'

import { countryGroups } from './country-groups'
import {
  dataSourceSchema,
  SCHOLARSHIP_TYPES,
  scholarshipSchema,
  type CycleDate,
  type Scholarship,
} from './schema'
import { scholarships, scholarshipsSource } from './scholarships'
import { universities } from './universities'

const isHttps = (url: string) => new URL(url).protocol === 'https:'

describe('scholarships dataset', () => {
  it('states its source and as-of date', () => {
    expect(() => dataSourceSchema.parse(scholarshipsSource)).not.toThrow()
    expect(scholarshipsSource.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it.each(scholarships.map((s) => [s.id, s]))('%s parses with its schema', (_id, s) => {
    expect(() => scholarshipSchema.parse(s)).not.toThrow()
  })

  it('has unique ids, slugs and names', () => {
    for (const key of ['id', 'slug', 'name'] as const) {
      const values = scholarships.map((s) => s[key])
      expect(new Set(values).size).toBe(values.length)
    }
  })

  it('links every programme to an absolute https URL', () => {
    for (const s of scholarships) {
      expect(isHttps(s.link)).toBe(true)
    }
  })

  it('lists at least 40 scholarships covering every type', () => {
    expect(scholarships.length).toBeGreaterThanOrEqual(40)
    const types = new Set(scholarships.map((s) => s.type))
    for (const type of SCHOLARSHIP_TYPES) {
      expect(types).toContain(type)
    }
  })

  it('has six prestigious scholarships for the Featured section', () => {
    const featured = scholarships.filter((s) => s.isPrestigious).slice(0, 6)
    expect(featured).toHaveLength(6)
    for (const s of featured) {
      expect(s.isPrestigious).toBe(true)
    }
  })

  it('opens with a good mix: 6+ prestigious in the first 10 and all types in the first 20', () => {
    expect(scholarships.slice(0, 10).filter((s) => s.isPrestigious).length).toBeGreaterThanOrEqual(
      6,
    )
    const firstTypes = new Set(scholarships.slice(0, 20).map((s) => s.type))
    expect(firstTypes.size).toBe(SCHOLARSHIP_TYPES.length)
  })

  it('names the host country in the university text', () => {
    for (const s of scholarships) {
      expect(s.university).toMatch(/,|\bin\b|\bon\b/)
    }
  })

  it('points every universityId at a university in the dataset', () => {
    const ids = new Set(universities.map((u) => u.id))
    const missing = scholarships
      .filter((s) => s.universityId !== undefined && !ids.has(s.universityId))
      .map((s) => `${s.id} -> ${s.universityId}`)
    expect(missing).toEqual([])
  })

  it('tells merit-based awards from need-based aid', () => {
    const merit = (slug: string) => scholarships.find((s) => s.slug === slug)?.isMeritBased
    for (const slug of [
      'harvard-college-financial-aid',
      'yale-need-based-financial-aid',
      'mastercard-foundation-scholars-program',
    ]) {
      expect(merit(slug)).toBe(false)
    }
    expect(merit('rhodes-scholarship')).toBe(true)
    expect(scholarshipsSource.description).toMatch(/'merit-based' means/)
  })
})

const byId = (id: string) => scholarships.find((s) => s.id === id)!
const expand = (refs: string[]) =>
  refs.flatMap((ref) => countryGroups.find((g) => g.id === ref)?.codes ?? [ref])

/** Whether the data lets a citizen of `nationality` hold the award in `host` for `field`. */
function canHold(s: Scholarship, nationality: string, host: string, field: string) {
  const n = s.nationalities
  const national =
    typeof n === 'string' ||
    'ownList' in n ||
    ((n.include === 'any' || expand(n.include).includes(nationality)) &&
      !expand(n.exclude ?? []).includes(nationality))
  const hosted = s.hostCountries === 'any' || expand(s.hostCountries).includes(host)
  const fields = s.fields
  const inField =
    fields === null || fields.names === 'varies' || (fields.names as string[]).includes(field)
  return national && hosted && inField
}

const sortKey = (d: NonNullable<CycleDate>) =>
  'date' in d
    ? d.date
    : `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day ?? 1).padStart(2, '0')}`

describe('scholarship eligibility and cycle', () => {
  it('gives every scholarship nationalities, host countries, fields, a 2027 cycle, sources and an as-of date', () => {
    for (const s of scholarships) {
      expect(s.nationalities).toBeDefined()
      expect(s.hostCountries).toBeDefined()
      expect(s.fields === null || s.fields.text.length > 0).toBe(true)
      expect(s.cycle.entryYear).toBe(2027)
      expect(s.sources.length).toBeGreaterThan(0)
      for (const source of s.sources) expect(isHttps(source.url)).toBe(true)
      expect(s.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('writes cycle dates that exist, and opens before it closes', () => {
    for (const s of scholarships) {
      const { opens, closes } = s.cycle
      for (const d of [opens, closes]) {
        if (d === null) continue
        if ('date' in d) {
          expect(new Date(`${d.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(d.date)
        } else {
          expect(d.day !== undefined && d.part !== undefined).toBe(false)
          const daysInMonth = new Date(Date.UTC(d.year, d.month, 0)).getUTCDate()
          expect(d.day ?? 1).toBeLessThanOrEqual(daysInMonth)
          expect([2026, 2027]).toContain(d.year)
        }
      }
      if (opens && closes) expect(sortKey(opens) <= sortKey(closes)).toBe(true)
    }
  })

  it("counts a round as open without an opening date only on the official page's word, given by its as-of date", () => {
    for (const s of scholarships) {
      if (s.cycle.acceptingOn) expect(s.cycle.acceptingOn <= s.asOf).toBe(true)
    }
  })

  it('keeps a fixed date only with the yearly rule it comes from', () => {
    const fixed = scholarships.flatMap((s) =>
      [s.cycle.opens, s.cycle.closes].filter((d) => d !== null && 'date' in d),
    )
    expect(fixed.length).toBeGreaterThan(0)
    for (const d of fixed) expect(d).toHaveProperty('rule')
  })

  it('explains the timing in a note wherever no deadline is published', () => {
    const undated = scholarships.filter((s) => s.deadline === undefined)
    expect(undated.length).toBeLessThan(scholarships.length / 4)
    for (const s of undated) expect(s.cycle.note).toBeTruthy()
    for (const s of scholarships) expect(s.deadline ?? '').not.toMatch(/^Usually \w+$/)
  })

  it("does not offer a Master's in Computer Science in the UK to an Indian student through US-only or non-UK awards", () => {
    const open = scholarships
      .filter((s) => s.eligibleDegrees.includes("Master's"))
      .filter((s) => canHold(s, 'IN', 'GB', 'Computer Science'))
      .map((s) => s.id)
    for (const id of [
      'marshall-scholarship',
      'mitchell-scholarship',
      'fulbright-foreign-student-program',
      'eth-excellence-masters-scholarship',
      'rotary-peace-fellowship',
    ]) {
      expect(open).not.toContain(id)
    }
    for (const id of [
      'chevening-scholarships',
      'gates-cambridge-scholarship',
      'commonwealth-scholarships-uk',
    ]) {
      expect(open).toContain(id)
    }
  })

  it('keeps the nationality rules of the best-known awards', () => {
    expect(canHold(byId('marshall-scholarship'), 'US', 'GB', 'History')).toBe(true)
    expect(canHold(byId('marshall-scholarship'), 'CA', 'GB', 'History')).toBe(false)
    expect(canHold(byId('fulbright-foreign-student-program'), 'US', 'US', 'Law')).toBe(false)
    expect(canHold(byId('fulbright-foreign-student-program'), 'KE', 'US', 'Law')).toBe(true)
    expect(canHold(byId('gates-cambridge-scholarship'), 'GB', 'GB', 'Physics')).toBe(false)
    expect(canHold(byId('chevening-scholarships'), 'US', 'GB', 'Law')).toBe(false)
    expect(canHold(byId('commonwealth-scholarships-uk'), 'CA', 'GB', 'Physics')).toBe(false)
    expect(canHold(byId('daad-epos'), 'FR', 'DE', 'Economics')).toBe(false)
    expect(canHold(byId('daad-epos'), 'GH', 'DE', 'Economics')).toBe(true)
    expect(canHold(byId('erasmus-mundus-joint-masters'), 'IN', 'IT', 'Physics')).toBe(true)
    expect(canHold(byId('erasmus-mundus-joint-masters'), 'IN', 'US', 'Physics')).toBe(false)
  })

  it('carries the audited facts', () => {
    expect(byId('rhodes-scholarship').type).toBe('External')
    expect(byId('rhodes-scholarship').description).toMatch(/Rhodes Trust/)
    expect(byId('turkiye-burslari').name).toBe('Türkiye Bursları Scholarships')
    expect(byId('daad-epos').value).toMatch(/€992 for master's/)
  })
})

describe('the data audit of 28 November 2026', () => {
  it('narrows the six awards that let ineligible students apply', () => {
    // Australia Awards Africa offers master's scholarships in a few African countries only.
    expect(canHold(byId('australia-awards-scholarships'), 'KE', 'AU', 'Education')).toBe(true)
    expect(canHold(byId('australia-awards-scholarships'), 'EG', 'AU', 'Education')).toBe(false)
    expect(canHold(byId('australia-awards-scholarships'), 'SN', 'AU', 'Education')).toBe(false)
    // GREAT: the partner countries only.
    expect(canHold(byId('great-scholarships'), 'IN', 'GB', 'Law')).toBe(true)
    expect(canHold(byId('great-scholarships'), 'BR', 'GB', 'Law')).toBe(false)
    expect(canHold(byId('great-scholarships'), 'US', 'GB', 'Law')).toBe(false)
    // Chevening: no programme in Ireland, the US, Canada, Australia or New Zealand.
    for (const code of ['GB', 'IE', 'US', 'CA', 'AU', 'NZ']) {
      expect(canHold(byId('chevening-scholarships'), code, 'GB', 'Law')).toBe(false)
    }
    expect(canHold(byId('chevening-scholarships'), 'IN', 'GB', 'Law')).toBe(true)
    // Stipendium Hungaricum: the sending partners only.
    expect(canHold(byId('stipendium-hungaricum'), 'IN', 'HU', 'Physics')).toBe(true)
    expect(canHold(byId('stipendium-hungaricum'), 'CA', 'HU', 'Physics')).toBe(false)
    expect(canHold(byId('stipendium-hungaricum'), 'FR', 'HU', 'Physics')).toBe(false)
    // Invest Your Talent in Italy: developing and emerging economies only.
    expect(canHold(byId('invest-your-talent-in-italy'), 'EG', 'IT', 'Engineering')).toBe(true)
    expect(canHold(byId('invest-your-talent-in-italy'), 'US', 'IT', 'Engineering')).toBe(false)
    expect(canHold(byId('invest-your-talent-in-italy'), 'JP', 'IT', 'Engineering')).toBe(false)
    // The Canadian doctoral award: Canadians; international students are told to check.
    const cgrs = byId('canada-graduate-research-scholarships-doctoral')
    expect(canHold(cgrs, 'CA', 'CA', 'Physics')).toBe(true)
    expect(canHold(cgrs, 'IN', 'CA', 'Physics')).toBe(false)
    for (const id of [
      'australia-awards-scholarships',
      'great-scholarships',
      'chevening-scholarships',
      'stipendium-hungaricum',
      'invest-your-talent-in-italy',
      'canada-graduate-research-scholarships-doctoral',
    ]) {
      expect(byId(id).asOf).toBe('2026-11-28')
    }
  })

  it('marks nominated awards with who nominates, and runs Gates Cambridge’s US round apart', () => {
    for (const id of [
      'eiffel-excellence-scholarship',
      'lester-b-pearson-scholarship',
      'google-phd-fellowship',
      'stipendium-hungaricum',
    ]) {
      expect(byId(id).nomination?.by).toBeTruthy()
    }
    expect(byId('gates-cambridge-scholarship').cycle.exceptions).toEqual([
      expect.objectContaining({ nationalities: ['US'], who: 'US citizens' }),
    ])
  })

  it('adds at least 15 important awards, each with sources, eligibility and a 2027 round', () => {
    const added = scholarships.filter((s) => s.asOf === '2026-11-28').map((s) => s.id)
    for (const id of [
      'daad-study-scholarships-masters',
      'daad-research-grants-doctoral',
      'commonwealth-shared-scholarships',
      'kaust-fellowship',
      'adb-japan-scholarship-program',
      'yenching-academy',
    ]) {
      expect(added).toContain(id)
    }
    expect(added.length - 6).toBeGreaterThanOrEqual(15)
  })

  it('says for every record when and how it was last checked', () => {
    for (const s of scholarships) {
      expect(s.checked.note?.length).toBeGreaterThan(20)
      // No record claims a check against the official page: none could be reached.
      expect(s.checked).toMatchObject({ carriedFrom: '2025-26' })
    }
  })
})

describe('the data fixes of December 2026', () => {
  const byId = (id: string) => scholarships.find((s) => s.id === id)!
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`)

  it('lets Indian students apply for the Orange Tulip Scholarship (Nuffic names India and Indonesia)', () => {
    const tulip = byId('orange-tulip-scholarship')
    for (const country of ['IN', 'ID'])
      expect(checkEligibility(tulip, { nationality: country }).reasons).toEqual([])
  })

  it('closes Commonwealth Shared candidate applications in mid-December, not March', () => {
    const shared = byId('commonwealth-shared-scholarships')
    expect(shared.cycle.closes).toEqual({ usual: true, month: 12, part: 'mid', year: 2026 })
    // Nominated by a university: the label says so, the detail gives the closing.
    expect(roundStatus(shared, on('2026-12-02')).detail).toMatch(/mid December 2026/)
    expect(roundStatus(shared, on('2026-12-02')).closed).toBe(false)
    expect(roundStatus(shared, on('2026-12-21')).closed).toBe(true)
  })

  it("gives Fulbright's round by nationality: an Indian visitor gets Fulbright-Nehru's May closing", () => {
    const fulbright = byId('fulbright-foreign-student-program')
    const nehru = byId('fulbright-nehru-masters-fellowships')
    const india = roundStatus(fulbright, on('2026-12-02'), 'IN')
    expect(india.closed).toBe(true)
    expect(india.detail).toMatch(/^For Indian citizens .*closed \(usually mid May 2026\)/)
    expect(roundFor(fulbright, 'IN').cycle.closes).toEqual(nehru.cycle.closes)
    // Other countries keep the latest usual closing, October.
    expect(roundFor(fulbright, 'KE').cycle.closes).toMatchObject({ month: 10 })
  })

  it('gives a bachelor’s applicant GKS’s undergraduate round (September to October), never "Opens February 2027"', () => {
    const gks = byId('global-korea-scholarship')
    const bachelor = roundStatus(gks, on('2026-12-02'), '', "Bachelor's")
    expect(bachelor.label).not.toMatch(/February/)
    expect(bachelor.closed).toBe(true)
    expect(bachelor.detail).toMatch(/undergraduate track.*next round usually opens in September/)
    const master = roundStatus(gks, on('2026-12-02'), '', "Master's")
    expect(master.label).toBe('Opens February 2027')
    // Without a degree, the card names both rounds.
    expect(roundStatus(gks, on('2026-12-02')).label).toBe(
      'Opens February 2027; closed for the undergraduate track',
    )
  })
})

import {
  CRICOS_URL,
  curatedTuition,
  withRegisteredTuition,
} from '@/lib/universities/registered-tuition'
import { seedUniversities } from '@/lib/universities/seed'
import type { CuratedTuition } from '@/data/open-schema'
import { universities as curated } from '@/data/universities'
import { makeUniversity } from '@/test/fixtures'

const file: CuratedTuition = {
  source: 'CRICOS, fees registered 3 January 2023',
  asOf: '2023-01-03',
  currency: 'AUD',
  percentiles: [10, 90],
  universities: {
    kangaroo: {
      provider: '00001A',
      undergraduate: { min: 36000, max: 48000, courses: 40, unpriced: 2 },
      postgraduate: { min: 30000, max: 45000, courses: 3, unpriced: 0 },
      missing: {},
    },
    koala: {
      provider: '00002B',
      undergraduate: null,
      postgraduate: null,
      missing: { undergraduate: 'no-priced-course', postgraduate: 'no-priced-course' },
    },
  },
}
const notReported = { min: null, reason: 'Fees vary by programme' }
const own = {
  min: 40000,
  max: 50000,
  currency: 'AUD',
  period: 'year' as const,
  year: '2026',
  source: { title: 'Kangaroo University fees', url: 'https://www.kangaroo.edu.au/fees' },
}

describe('withRegisteredTuition', () => {
  it('fills a level the curated data does not report, with AUD, year, source and what it covers', () => {
    const [u] = withRegisteredTuition(
      [
        makeUniversity({
          id: 'kangaroo',
          tuition: { undergraduate: notReported, postgraduate: notReported },
        }),
      ],
      file,
    )
    expect(u!.tuition.undergraduate).toEqual({
      min: 36000,
      max: 48000,
      currency: 'AUD',
      period: 'year',
      year: '2023',
      source: { title: 'CRICOS, fees registered 3 January 2023', url: CRICOS_URL },
      note: "Typical range across 40 bachelor's degree courses registered for international students: the 10th to 90th percentile (each course's whole tuition fee spread over its length); up to a tenth of courses cost less and up to a tenth more.",
    })
    expect(u!.tuition.postgraduate).toMatchObject({
      min: 30000,
      max: 45000,
      note: "Lowest to highest across 3 master's degree (coursework) courses registered for international students (each course's whole tuition fee spread over its length).",
    })
  })

  it('never replaces a figure the curated data holds', () => {
    const [u] = withRegisteredTuition(
      [
        makeUniversity({
          id: 'kangaroo',
          tuition: { undergraduate: own, postgraduate: notReported },
        }),
      ],
      file,
    )
    expect(u!.tuition.undergraduate).toBe(own)
    expect(u!.tuition.postgraduate.min).toBe(30000)
  })

  it('leaves unknown what the register does not hold', () => {
    const koala = makeUniversity({
      id: 'koala',
      tuition: { undergraduate: notReported, postgraduate: notReported },
    })
    const elsewhere = makeUniversity({ id: 'elsewhere' })
    expect(withRegisteredTuition([koala, elsewhere], file)).toEqual([koala, elsewhere])
  })
})

describe('the curated Australian universities', () => {
  const australian = seedUniversities.filter((u) => u.countryCode === 'AU')

  it('each have a CRICOS range for both levels, and only where their own data had none', () => {
    expect(australian.length).toBeGreaterThanOrEqual(7)
    for (const u of australian) {
      const before = curated.find((c) => c.slug === u.slug)!
      for (const level of ['undergraduate', 'postgraduate'] as const) {
        const t = u.tuition[level]
        if (before.tuition[level].min !== null) expect(t).toBe(before.tuition[level])
        else
          expect(t).toMatchObject({
            currency: 'AUD',
            year: '2023',
            source: { title: curatedTuition.source },
          })
      }
    }
  })
})

import { checkEligibility } from '@/lib/scholarships/eligibility'
import {
  matchLabel,
  matchProfile,
  matchScholarships,
  scoreScholarship,
  topNote,
  type MatcherProfile,
} from '@/lib/scholarships/matcher'
import { isRoundOpenNow, roundStatus } from '@/lib/scholarships/round'
import type { Scholarship } from '@/data/schema'
import { scholarships } from '@/data/scholarships'
import { makeScholarship } from '@/test/fixtures'

const blank: MatcherProfile = {
  degreeLevel: '',
  fieldOfStudy: '',
  country: '',
  scholarshipType: 'all',
  nationality: '',
  gpa: 0,
  budget: 0,
}
const profile = (changes: Partial<MatcherProfile>) => ({ ...blank, ...changes })
const plain = makeScholarship({ id: 'plain' })
const score = (changes: Partial<MatcherProfile>, s = plain) => scoreScholarship(profile(changes), s)

describe('scoreScholarship: each rule alone earns its points', () => {
  it('gives nothing to a blank profile and a plain award', () => {
    expect(score({})).toEqual({ matchScore: 0, totalPoints: 0, matchReasons: [] })
  })

  it('degree level in eligibleDegrees: +30', () => {
    const s = makeScholarship({ id: 'a', eligibleDegrees: ["Bachelor's", "Master's"] })
    expect(score({ degreeLevel: "Master's" }, s)).toEqual({
      matchScore: 30,
      totalPoints: 30,
      matchReasons: [{ text: "Offered for Master's", points: 30 }],
    })
    expect(score({ degreeLevel: 'Ph.D.' }, s).matchScore).toBe(0)
  })

  it('field of study in the name or the description, any case: +25', () => {
    const inName = makeScholarship({ id: 'a', name: 'Engineering Excellence Award' })
    const inText = makeScholarship({ id: 'b', description: 'For students of computer science.' })
    expect(score({ fieldOfStudy: 'Engineering' }, inName).matchReasons).toEqual([
      { text: 'Mentions Engineering', points: 25 },
    ])
    expect(score({ fieldOfStudy: 'Computer Science' }, inText).matchScore).toBe(25)
    expect(score({ fieldOfStudy: 'Medicine' }, inText).matchScore).toBe(0)
  })

  it('country in the university text only, any case: +20', () => {
    const s = makeScholarship({
      id: 'a',
      university: 'Universities in the united states',
      name: 'Canada Award',
    })
    expect(score({ country: 'United States' }, s).matchReasons).toEqual([
      { text: 'Available in United States', points: 20 },
    ])
    expect(score({ country: 'Canada' }, s).matchScore).toBe(0)
  })

  it('chosen type equal to the scholarship type: +15, never for All', () => {
    const government = makeScholarship({ id: 'a', type: 'Government' })
    expect(score({ scholarshipType: 'government' }, government).matchReasons).toEqual([
      { text: 'Government scholarship', points: 15 },
    ])
    expect(score({ scholarshipType: 'university' }, plain).matchScore).toBe(15)
    expect(score({ scholarshipType: 'university' }, government).matchScore).toBe(0)
    expect(score({ scholarshipType: 'all' }, government).matchScore).toBe(0)
  })

  it('maps External/Private to the External type', () => {
    const external = makeScholarship({ id: 'a', type: 'External' })
    expect(score({ scholarshipType: 'external' }, external).matchReasons).toEqual([
      { text: 'External/Private scholarship', points: 15 },
    ])
    expect(score({ scholarshipType: 'external' }, plain).matchScore).toBe(0)
    expect(
      score({ scholarshipType: 'external' }, makeScholarship({ id: 'g', type: 'Government' }))
        .matchScore,
    ).toBe(0)
  })

  it('fully funded +10, prestigious +5, has a deadline +5, whatever the profile', () => {
    expect(score({}, makeScholarship({ id: 'a', isFullyFunded: true })).matchReasons).toEqual([
      { text: 'Fully funded', points: 10 },
    ])
    expect(score({}, makeScholarship({ id: 'b', isPrestigious: true })).matchReasons).toEqual([
      { text: 'Prestigious programme', points: 5 },
    ])
    expect(score({}, makeScholarship({ id: 'c', deadline: 'March' })).matchReasons).toEqual([
      { text: 'Has a published deadline', points: 5 },
    ])
  })

  it('ignores GPA, nationality and budget', () => {
    const s = makeScholarship({ id: 'a', eligibleDegrees: ["Master's"], deadline: 'May' })
    const base = score({ degreeLevel: "Master's" }, s)
    expect(
      score({ degreeLevel: "Master's", gpa: 4, budget: 90_000, nationality: 'Kenya' }, s),
    ).toEqual(base)
  })
})

describe('scoreScholarship: combinations and the cap', () => {
  const everything = makeScholarship({
    id: 'all',
    name: 'Computer Science Fellowship',
    type: 'Government',
    eligibleDegrees: ["Master's"],
    university: 'Any UK university, United Kingdom',
    isFullyFunded: true,
    isPrestigious: true,
    deadline: 'October',
  })
  const full = profile({
    degreeLevel: "Master's",
    fieldOfStudy: 'Computer Science',
    country: 'United Kingdom',
    scholarshipType: 'government',
  })

  it('adds the points of every rule that holds, listing the reasons in rule order', () => {
    const s = { ...everything, isFullyFunded: false, isPrestigious: false, deadline: undefined }
    const result = scoreScholarship({ ...full, scholarshipType: 'all' }, s)
    expect(result.matchScore).toBe(30 + 25 + 20)
    expect(result.matchReasons.map((r) => r.text)).toEqual([
      "Offered for Master's",
      'Mentions Computer Science',
      'Available in United Kingdom',
    ])
  })

  it('caps the score at 100 but keeps the 110 points it adds up to', () => {
    const result = scoreScholarship(full, everything)
    expect(result.totalPoints).toBe(110)
    expect(result.matchScore).toBe(100)
    expect(result.matchReasons.reduce((sum, r) => sum + r.points, 0)).toBe(110)
  })
})

describe('matchLabel boundaries', () => {
  it.each([
    [0, 'Basic Match'],
    [39, 'Basic Match'],
    [40, 'Fair Match'],
    [59, 'Fair Match'],
    [60, 'Good Match'],
    [79, 'Good Match'],
    [80, 'Excellent Match'],
    [100, 'Excellent Match'],
  ])('%i is %s', (value, label) => {
    expect(matchLabel(value)).toBe(label)
  })
})

describe('matchScholarships', () => {
  const award = (id: string, changes: Partial<Scholarship>) => makeScholarship({ id, ...changes })

  it('lists only scores above 20', () => {
    const items = [
      award('twenty', { university: 'X, Canada' }),
      award('twenty-five', { university: 'X, Canada', deadline: 'May' }),
      award('zero', {}),
    ]
    const results = matchScholarships(profile({ country: 'Canada' }), items)
    expect(results.map((r) => r.scholarship.id)).toEqual(['twenty-five'])
    expect(results[0]!.matchScore).toBe(25)
  })

  it('orders highest first and keeps dataset order between equal scores', () => {
    const items = [
      award('fair-a', { eligibleDegrees: ['Ph.D.'], isFullyFunded: true }),
      award('excellent', {
        eligibleDegrees: ['Ph.D.'],
        university: 'X, Germany',
        description: 'Physics research.',
        deadline: 'June',
      }),
      award('fair-b', { eligibleDegrees: ['Ph.D.'], isFullyFunded: true }),
      award('good', { eligibleDegrees: ['Ph.D.'], university: 'X, Germany', isFullyFunded: true }),
    ]
    const results = matchScholarships(
      profile({ degreeLevel: 'Ph.D.', country: 'Germany', fieldOfStudy: 'Physics' }),
      items,
    )
    expect(results.map((r) => [r.scholarship.id, r.matchScore, r.label])).toEqual([
      ['excellent', 80, 'Excellent Match'],
      ['good', 60, 'Good Match'],
      ['fair-a', 40, 'Fair Match'],
      ['fair-b', 40, 'Fair Match'],
    ])
  })

  it('marks the top three, and only them, as highly recommended when they score 60 or more', () => {
    const good: Partial<Scholarship> = {
      eligibleDegrees: ["Bachelor's"],
      university: 'X, Germany',
      isFullyFunded: true,
    }
    const items = ['a', 'b', 'c', 'd'].map((id) => award(id, good))
    const results = matchScholarships(
      profile({ degreeLevel: "Bachelor's", country: 'Germany' }),
      items,
    )
    expect(results.map((r) => [r.matchScore, r.topNote])).toEqual([
      [60, 'Top 1 Match - Highly Recommended'],
      [60, 'Top 2 Match - Highly Recommended'],
      [60, 'Top 3 Match - Highly Recommended'],
      [60, undefined],
    ])
  })

  it('gives a top match under 60 no praise: "Best of your matches" beside a Fair or Basic score', () => {
    const items = [
      award('good', {
        eligibleDegrees: ["Bachelor's"],
        university: 'X, Germany',
        isFullyFunded: true,
      }),
      award('fair', { eligibleDegrees: ["Bachelor's"], isFullyFunded: true }),
      award('basic', { eligibleDegrees: ["Bachelor's"] }),
    ]
    const results = matchScholarships(
      profile({ degreeLevel: "Bachelor's", country: 'Germany' }),
      items,
    )
    expect(results.map((r) => [r.label, r.topNote])).toEqual([
      ['Good Match', 'Top 1 Match - Highly Recommended'],
      ['Fair Match', 'Best of your matches'],
      ['Basic Match', 'Best of your matches'],
    ])
    expect(topNote(0, 59)).toBe('Best of your matches')
    expect(topNote(0, 60)).toBe('Top 1 Match - Highly Recommended')
  })

  it('finds nothing for an empty profile in the real data (no award earns more than 20 alone)', () => {
    expect(matchScholarships(blank, scholarships)).toEqual([])
  })

  it('scores the real data consistently: sorted, above 20, capped, reasons adding up', () => {
    const results = matchScholarships(
      profile({
        degreeLevel: "Master's",
        country: 'United Kingdom',
        scholarshipType: 'government',
      }),
      scholarships,
    )
    expect(results.length).toBeGreaterThan(3)
    for (const [i, r] of results.entries()) {
      expect(r.matchScore).toBeGreaterThan(20)
      expect(r.matchScore).toBe(
        Math.min(
          100,
          r.matchReasons.reduce((n, x) => n + x.points, 0),
        ),
      )
      if (i > 0) expect(r.matchScore).toBeLessThanOrEqual(results[i - 1]!.matchScore)
    }
    expect(results[0]!.scholarship.slug).toBe('chevening-scholarships')
  })
})

describe('matchProfile: eligibility before score', () => {
  const today = new Date('2026-11-23T12:00:00Z')
  const india = profile({
    degreeLevel: "Master's",
    fieldOfStudy: 'Computer Science',
    country: 'United Kingdom',
    nationality: 'IN',
  })
  const { results, notEligible } = matchProfile(
    india,
    { fullyFunded: false, openNow: false },
    today,
    scholarships,
  )

  it("lists no award that excludes Indian nationals, UK study, master's students or computer science", () => {
    const names = results.map((r) => r.scholarship.id)
    expect(names).not.toContain('marshall-scholarship')
    expect(names).not.toContain('fulbright-foreign-student-program')
    expect(names).not.toContain('mitchell-scholarship')
    expect(names).not.toContain('eth-excellence-masters-scholarship')
    expect(names).toContain('gates-cambridge-scholarship')
    for (const r of results) {
      expect(
        checkEligibility(r.scholarship, {
          nationality: 'IN',
          hostCountry: 'GB',
          degree: "Master's",
          field: 'Computer Science',
        }).reasons,
      ).toEqual([])
    }
  })

  it('keeps the score, labels and top-3 notes on the eligible matches', () => {
    expect(results.map((r) => r.topNote).slice(0, 4)).toEqual([
      'Top 1 Match - Highly Recommended',
      'Top 2 Match - Highly Recommended',
      'Top 3 Match - Highly Recommended',
      undefined,
    ])
    for (const r of results) {
      expect(r).toMatchObject(scoreScholarship(india, r.scholarship))
      expect(r.label).toBe(matchLabel(r.matchScore))
    }
  })

  it('lists the excluded ones apart with their reasons', () => {
    const marshall = notEligible.find((n) => n.scholarship.id === 'marshall-scholarship')
    expect(marshall?.reasons.map((r) => r.text)).toContain('For US citizens only')
    const fulbright = notEligible.find(
      (n) => n.scholarship.id === 'fulbright-foreign-student-program',
    )
    expect(fulbright?.reasons.map((r) => r.text)).toEqual(['For study in the United States only'])
  })

  it('filters to fully funded awards open today', () => {
    const open = matchProfile(
      india,
      { fullyFunded: true, openNow: true },
      today,
      scholarships,
    ).results
    for (const r of open) {
      expect(r.scholarship.isFullyFunded).toBe(true)
      expect(isRoundOpenNow(roundStatus(r.scholarship, today, 'IN'))).toBe(true)
    }
    expect(open.map((r) => r.scholarship.id)).not.toContain('chevening-scholarships')
  })
})

describe('matchProfile: open before closed', () => {
  const profileUk = profile({ degreeLevel: "Master's", country: 'United Kingdom' })
  const fixed = makeScholarship({
    id: 'fixed',
    eligibleDegrees: ["Master's"],
    university: 'Any UK university, United Kingdom',
    isFullyFunded: true,
    cycle: {
      entryYear: 2027,
      rolling: false,
      opens: { date: '2026-08-01', rule: 'Opens on 1 August every year' },
      closes: { date: '2026-11-05', rule: 'Closes on 5 November every year' },
    },
  })
  const usual = makeScholarship({
    id: 'usual',
    eligibleDegrees: ["Master's"],
    university: 'Any UK university, United Kingdom',
    isPrestigious: true,
    cycle: {
      entryYear: 2027,
      rolling: false,
      opens: { usual: true, month: 9, year: 2026 },
      closes: { usual: true, month: 1, part: 'early', year: 2027 },
    },
  })
  const run = (day: string, items = [fixed, usual]) =>
    matchProfile(profileUk, { fullyFunded: false, openNow: false }, new Date(day), items)

  it('keeps a round among the matches up to and on its closing day', () => {
    for (const day of ['2026-10-01T12:00:00Z', '2026-11-05T23:00:00Z']) {
      const { results, closed } = run(day)
      expect(results.map((r) => r.scholarship.id)).toEqual(['fixed', 'usual'])
      expect(closed).toEqual([])
    }
  })

  it('moves a closed round apart the day after, with when the next round usually opens', () => {
    const { results, closed } = run('2026-11-06T01:00:00Z')
    expect(results.map((r) => r.scholarship.id)).toEqual(['usual'])
    // The top-3 note goes to the first open award, never to a closed one.
    expect(results[0]!.topNote).toBe(topNote(0, results[0]!.matchScore))
    expect(closed.map((c) => [c.scholarship.id, c.matchScore, c.status.label])).toEqual([
      ['fixed', 60, 'Closed for 2027 entry'],
    ])
    expect(closed[0]!.status.detail).toContain('the next round usually opens in August')
  })

  it('closes a round known by its usual timing only after the last day it may fall on', () => {
    expect(run('2027-01-10T12:00:00Z').closed.map((c) => c.scholarship.id)).toEqual(['fixed'])
    expect(run('2027-01-11T12:00:00Z').closed.map((c) => c.scholarship.id)).toEqual([
      'fixed',
      'usual',
    ])
  })

  it('keeps a closed award out of the closed list when it would not have scored above 20', () => {
    const weak = makeScholarship({ id: 'weak', cycle: fixed.cycle })
    expect(run('2026-12-01T12:00:00Z', [weak]).closed).toEqual([])
  })

  it("uses the student's own round: Gates Cambridge has closed for US citizens only", () => {
    const gates = scholarships.filter((s) => s.id === 'gates-cambridge-scholarship')
    const day = new Date('2026-11-28T12:00:00Z')
    const as = (nationality: string) =>
      matchProfile(
        { ...profileUk, nationality },
        { fullyFunded: false, openNow: false },
        day,
        gates,
      )
    expect(as('US').results).toEqual([])
    expect(as('US').closed.map((c) => c.status.label)).toEqual(['Closed for 2027 entry'])
    expect(as('IN').results.map((r) => r.scholarship.id)).toEqual(['gates-cambridge-scholarship'])
    expect(as('IN').closed).toEqual([])
  })

  it('keeps a nominated award among the matches, saying who nominates', () => {
    const eiffel = scholarships.filter((s) => s.id === 'eiffel-excellence-scholarship')
    const { results } = matchProfile(
      profile({ degreeLevel: "Master's", fieldOfStudy: 'Engineering', nationality: 'IN' }),
      { fullyFunded: false, openNow: false },
      new Date('2026-11-28T12:00:00Z'),
      eiffel,
    )
    expect(results).toHaveLength(1)
    const status = roundStatus(eiffel[0]!, new Date('2026-11-28T12:00:00Z'), 'IN')
    expect(status.label).toBe('By nomination')
    expect(status.detail).toMatch(/^You cannot apply yourself: you are nominated by the French/)
  })
})

describe('matchProfile: the field of study counts', () => {
  const base = { degreeLevel: "Master's", country: 'United Kingdom', nationality: 'IN' }
  const today = new Date('2026-11-28T12:00:00Z')
  const ids = (fieldOfStudy: string) =>
    matchProfile(
      profile({ ...base, fieldOfStudy }),
      { fullyFunded: false, openNow: false },
      today,
      scholarships,
    )
      .results.map((r) => `${r.scholarship.id}:${r.matchScore}`)
      .sort()

  it('gives different matches for different fields', () => {
    const cs = ids('Computer Science')
    expect(ids('Medicine')).not.toEqual(cs)
    expect(ids('Nursing and Health')).not.toEqual(cs)
    // Anywhere in the world, awards for some fields only leave the matches of the others.
    const anywhere = (fieldOfStudy: string) =>
      matchProfile(
        profile({ degreeLevel: "Master's", nationality: 'IN', fieldOfStudy }),
        { fullyFunded: false, openNow: false },
        today,
        scholarships,
      ).results.map((r) => r.scholarship.id)
    expect(anywhere('Computer Science')).toContain('kaust-fellowship')
    expect(anywhere('Literature')).not.toContain('kaust-fellowship')
    expect(anywhere('Literature')).toContain('yenching-academy')
    expect(anywhere('Computer Science')).not.toContain('yenching-academy')
  })

  it('scores a field listed in the eligible subjects (read with other names) as covered, and one the text names itself as mentioned', () => {
    const listed = makeScholarship({
      id: 'listed',
      fields: { names: ['Nursing and Health'], text: 'Health, or epidemiology' },
    })
    expect(score({ fieldOfStudy: 'Nursing and Health' }, listed).matchReasons).toEqual([
      { text: 'Covers Nursing and Health', points: 25 },
    ])
    // 'epidemiology' in the list's words is another name of Public Health.
    expect(score({ fieldOfStudy: 'Public Health' }, listed).matchReasons).toEqual([
      { text: 'Covers Public Health', points: 25 },
    ])
    const named = makeScholarship({
      id: 'named',
      description: "Funds a master's in Data Science, machine learning or public health.",
    })
    expect(score({ fieldOfStudy: 'Data Science' }, named).matchReasons).toEqual([
      { text: 'Mentions Data Science', points: 25 },
    ])
    expect(score({ fieldOfStudy: 'Public Health' }, named).matchScore).toBe(25)
    // Other names never widen the word rule of a name or description.
    expect(score({ fieldOfStudy: 'Nursing and Health' }, named).matchScore).toBe(0)
    expect(score({ fieldOfStudy: 'Law' }, named).matchScore).toBe(0)
    const economicArea = makeScholarship({
      id: 'eea',
      description: 'Open to citizens of the European Economic Area; MD candidates welcome.',
    })
    expect(score({ fieldOfStudy: 'Economics' }, economicArea).matchScore).toBe(0)
    expect(score({ fieldOfStudy: 'Medicine' }, economicArea).matchScore).toBe(0)
  })

  it('gives Commonwealth Shared 65 for Engineering, not 90 from a word match on "technology"', () => {
    const shared = scholarships.find((s) => s.id === 'commonwealth-shared-scholarships')!
    const result = scoreScholarship(
      profile({ degreeLevel: "Master's", fieldOfStudy: 'Engineering', country: 'United Kingdom' }),
      shared,
    )
    expect(result.matchReasons.map((r) => r.text)).not.toContain('Mentions Engineering')
    expect(result.matchScore).toBe(65)
  })

  it('lists Joint Japan/World Bank for the public-health subjects its own text names', () => {
    const jjwb = scholarships.find((s) => s.id.startsWith('joint-japan'))!
    expect(jjwb.fields?.text).toMatch(/public health/)
    expect(score({ fieldOfStudy: 'Public Health' }, jjwb).matchReasons).toContainEqual({
      text: 'Covers Public Health',
      points: 25,
    })
    expect(
      checkEligibility(jjwb, { degree: "Master's", field: 'Public Health' }).reasons.filter(
        (r) => r.rule === 'field',
      ),
    ).toEqual([])
  })
})

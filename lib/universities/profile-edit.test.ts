import {
  applyUniversityForm,
  checkSources,
  universityFormSchema,
  universityFormValues,
} from '@/lib/universities/profile-edit'
import { universities } from '@/data/universities'

const TODAY = '2026-12-02'
const heidelberg = universities.find((u) => u.slug === 'heidelberg-university')!
const lund = universities.find((u) => u.slug === 'lund-university')!
const errorsOf = (input: unknown) => {
  const result = universityFormSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the university profile form', () => {
  it('gives back every seed profile unchanged when nothing is edited', () => {
    for (const u of universities) {
      const result = applyUniversityForm(u, universityFormValues(u), TODAY, 'Ed Itor')
      expect(result).toEqual({ success: true, data: u })
    }
  })

  it('replaces a level’s figure and keeps every field the form does not hold', () => {
    const values = universityFormValues(heidelberg)
    const pg = values.tuition.postgraduate
    const result = applyUniversityForm(
      heidelberg,
      {
        ...values,
        tuition: {
          ...values.tuition,
          postgraduate: { ...pg, min: '3500', max: '3500', year: '2026-27', note: '' },
        },
      },
      TODAY,
    )
    expect(result.success).toBe(true)
    expect(result.data).toEqual({
      ...heidelberg,
      tuition: {
        ...heidelberg.tuition,
        postgraduate: {
          min: 3500,
          max: 3500,
          currency: 'EUR',
          period: 'year',
          year: '2026-27',
          source: heidelberg.tuition.postgraduate.source,
        },
      },
    })
  })

  it('turns a figure into "not reported" with its reason, keeping the page as its source', () => {
    const values = universityFormValues(heidelberg)
    const result = applyUniversityForm(
      heidelberg,
      {
        ...values,
        tuition: {
          ...values.tuition,
          undergraduate: {
            ...values.tuition.undergraduate,
            kind: 'not-reported',
            reason: 'Fees are under review for 2027.',
          },
        },
      },
      TODAY,
    )
    const source =
      heidelberg.tuition.undergraduate.min === null
        ? undefined
        : heidelberg.tuition.undergraduate.source
    expect(result.data?.tuition.undergraduate).toEqual({
      min: null,
      reason: 'Fees are under review for 2027.',
      source: source,
    })
  })

  it('marks the profile checked against one of its sources, with the day and who', () => {
    const values = universityFormValues(lund)
    const sources = checkSources(values, lund.name)
    expect(sources.at(-1)).toEqual({
      title: 'Lund University: official website',
      url: lund.website,
    })
    const result = applyUniversityForm(
      lund,
      { ...values, checkAgainst: lund.website },
      TODAY,
      'Ed Itor',
    )
    expect(result.data?.checked).toEqual({
      on: TODAY,
      against: { title: 'Lund University: official website', url: lund.website },
      by: 'Ed Itor',
    })
    expect(errorsOf({ ...values, checkAgainst: 'https://elsewhere.example.org/' })).toEqual({
      checkAgainst: 'Choose one of the profile’s sources',
    })
  })

  it('refuses markup, a bad amount, currency, year or address, naming the field', () => {
    const values = universityFormValues(heidelberg)
    const pg = values.tuition.postgraduate
    expect(
      errorsOf({
        ...values,
        description: '<script>alert(1)</script>',
        website: 'http://www.uni-heidelberg.de/',
        tuition: {
          ...values.tuition,
          postgraduate: {
            ...pg,
            min: '3,000',
            max: '200',
            currency: 'eur',
            year: '2026-28',
            sourceUrl: 'javascript:alert(1)',
          },
        },
      }),
    ).toEqual({
      description: 'Please use plain text, without HTML or scripts',
      website: 'Please give a full https:// address',
      'tuition.postgraduate.min': 'Please give the amount in figures, e.g. 12500',
      'tuition.postgraduate.currency': 'Please give the ISO 4217 code in capitals, e.g. EUR',
      'tuition.postgraduate.year':
        'Please give the academic year, e.g. 2026-27, or the year, e.g. 2026',
      'tuition.postgraduate.sourceUrl': 'Please give a full https:// address',
    })
    expect(
      errorsOf({
        ...values,
        tuition: { ...values.tuition, postgraduate: { ...pg, min: '5000', currency: 'XYZ' } },
      }),
    ).toEqual({
      'tuition.postgraduate.max': 'The highest amount cannot be below the lowest',
      'tuition.postgraduate.currency': 'Please give the ISO 4217 code in capitals, e.g. EUR',
    })
  })

  it('asks a level not reported for its reason, and a source with both title and address', () => {
    const values = universityFormValues(lund)
    const pg = values.tuition.postgraduate
    expect(pg.kind).toBe('not-reported')
    expect(
      errorsOf({
        ...values,
        tuition: { ...values.tuition, postgraduate: { ...pg, reason: ' ', sourceTitle: 'Fees' } },
      }),
    ).toEqual({
      'tuition.postgraduate.reason': 'Please say why there is no figure',
      'tuition.postgraduate.sourceUrl': 'Please give the page address',
    })
  })
})

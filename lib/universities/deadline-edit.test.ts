import {
  applyDeadlineForm,
  CHECK_NEW_LEVEL,
  deadlineFormSchema,
  deadlineFormValues,
  KEEP_ONE_LEVEL,
  newLevelFormValues,
} from '@/lib/universities/deadline-edit'
import { deadlineRecordsFromSeed } from '@/lib/universities/deadline-seed'
import { universityDeadlinesSeed } from '@/data/university-deadlines'

const TODAY = '2026-12-02'
const kth = deadlineRecordsFromSeed(universityDeadlinesSeed).find(
  (r) => r.slug === 'kth-royal-institute-of-technology',
)!
const source = {
  title: 'KTH: Bachelor’s admissions',
  url: 'https://www.kth.se/en/studies/bachelor',
}
const undergraduate = {
  ...newLevelFormValues(2027),
  deadlines: [
    {
      label: 'Bachelor’s application',
      day: '2027-01-15',
      rule: '15 January every year',
      sourceTitle: source.title,
      sourceUrl: source.url,
      from: null,
    },
  ],
}

describe('adding and removing a level of a university’s deadlines', () => {
  it('adds a level the record lacks, checked on the day against the page chosen', () => {
    const result = applyDeadlineForm(
      kth,
      { ...deadlineFormValues(kth), undergraduate: { ...undergraduate, checkAgainst: source.url } },
      TODAY,
    )
    expect(result.success).toBe(true)
    expect(result.data!.postgraduate).toEqual(kth.postgraduate)
    expect(result.data!.undergraduate).toEqual({
      entryYear: 2027,
      deadlines: [
        {
          label: 'Bachelor’s application',
          level: 'undergraduate',
          date: { date: '2027-01-15', rule: '15 January every year' },
          source,
        },
      ],
      asOf: TODAY,
      checked: { on: TODAY, against: source },
    })
  })

  it('refuses a new level not marked checked against one of its sources', () => {
    const result = applyDeadlineForm(kth, { ...deadlineFormValues(kth), undergraduate }, TODAY)
    expect(result.success).toBe(false)
    expect(result.error!.issues).toEqual([
      expect.objectContaining({
        path: ['undergraduate', 'checkAgainst'],
        message: CHECK_NEW_LEVEL,
      }),
    ])
  })

  it('removes a level the form leaves out, and keeps the other as it was', () => {
    const both = applyDeadlineForm(
      kth,
      { ...deadlineFormValues(kth), undergraduate: { ...undergraduate, checkAgainst: source.url } },
      TODAY,
    ).data!
    const result = applyDeadlineForm(
      both,
      { undergraduate: deadlineFormValues(both).undergraduate },
      TODAY,
    )
    expect(result.success).toBe(true)
    expect(result.data).toEqual({ slug: kth.slug, undergraduate: both.undergraduate })
  })

  it('refuses a form with no level left', () => {
    const parsed = deadlineFormSchema.safeParse({})
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues.map((i) => i.message)).toEqual([KEEP_ONE_LEVEL])
  })
})

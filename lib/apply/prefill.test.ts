import { applyHref, parseApplyPrefill } from '@/lib/apply/prefill'

describe('apply prefill', () => {
  it('round-trips a programme through the /apply-now link', () => {
    const prefill = {
      country: 'au',
      level: 'masters',
      field: 'computer-science',
      university: 'University of Melbourne',
      course: 'Master of Computer Science',
    } as const
    const href = applyHref(prefill)
    expect(href).toBe(
      '/apply-now?country=au&level=masters&field=computer-science&university=University+of+Melbourne&course=Master+of+Computer+Science#application',
    )
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams)
    expect(parseApplyPrefill(query)).toEqual(prefill)
  })

  it('drops values the form does not offer and junk, keeping the rest', () => {
    expect(
      parseApplyPrefill({ country: 'mars', level: ['phd', 'masters'], field: '', course: ' Law ' }),
    ).toEqual({
      country: undefined,
      level: 'phd',
      field: undefined,
      university: undefined,
      course: 'Law',
    })
    expect(parseApplyPrefill({ university: 'x'.repeat(201) }).university).toBeUndefined()
  })

  it('lands a pre-filled link at the form, and the bare link at the top of the page', () => {
    expect(applyHref({ country: 'uk' })).toBe('/apply-now?country=uk#application')
  })

  it('links to the bare form when nothing is known', () => {
    expect(applyHref()).toBe('/apply-now')
  })
})

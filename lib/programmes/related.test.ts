import { scholarshipsFor } from '@/lib/programmes/related'
import { checkEligibility, excludingReasons } from '@/lib/scholarships/eligibility'
import { scholarships } from '@/data/scholarships'

describe('scholarshipsFor', () => {
  const all = scholarships

  it('lists only scholarships open to the programme’s level and country', () => {
    const uk = scholarshipsFor({ level: 'Postgraduate taught', country: 'GB' }, all)
    expect(uk.length).toBeGreaterThan(0)
    for (const s of uk)
      expect(
        excludingReasons(checkEligibility(s, { hostCountry: 'GB', degree: "Master's" })),
      ).toEqual([])
    expect(uk.map((s) => s.name)).toContain('Chevening Scholarships')
    // An award for study in Australia only is not offered for a UK programme.
    const auOnly = all.filter(
      (s) =>
        Array.isArray(s.hostCountries) &&
        s.hostCountries.length === 1 &&
        s.hostCountries[0] === 'AU',
    )
    for (const s of auOnly) expect(uk).not.toContain(s)
  })

  it('puts awards for the programme’s country before those for anywhere', () => {
    const list = scholarshipsFor({ level: 'Doctorate', country: 'AU' }, all)
    const firstAnywhere = list.findIndex((s) => s.hostCountries === 'any')
    const lastSpecific = list.findLastIndex((s) => s.hostCountries !== 'any')
    if (firstAnywhere >= 0 && lastSpecific >= 0) expect(lastSpecific).toBeLessThan(firstAnywhere)
  })

  it('offers none for sub-degree study', () => {
    expect(scholarshipsFor({ level: 'Other', country: 'AU' }, all)).toEqual([])
  })
})

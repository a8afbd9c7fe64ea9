import { renderToStaticMarkup } from 'react-dom/server'

import { convertWithSource, rateSourceText, roundConverted, type FxTable } from '@/lib/currency'
import { formatWholeNumber } from '@/lib/format'
import { getUniversityBySlug } from '@/lib/universities'
import { seedUniversities } from '@/lib/universities/seed'
import { destinationCosts } from '@/data/destination-costs'

import { UniversityCosts } from './university-costs'

const fx: FxTable = {
  date: '2026-04-13',
  base: 'EUR',
  rates: { USD: 1.17, GBP: 0.87 },
  other: {
    name: 'Second source',
    date: '2026-09-29',
    url: 'https://example.org/rates',
    rates: { USD: 1.16, GBP: 0.86, NGN: 1700 },
  },
}

// The page's HTML itself carries the visitor's currency: no script converts it afterwards.
describe('UniversityCosts', () => {
  const imperial = getUniversityBySlug('imperial-college-london', seedUniversities)!

  it('renders every amount also in the display currency, with the rates named and dated', () => {
    const html = renderToStaticMarkup(
      <UniversityCosts university={imperial} display="NGN" fx={fx} model={destinationCosts} />,
    )
    const naira = convertWithSource(1_529, 'GBP', 'NGN', fx)!
    expect(html).toContain(
      `GBP 1,529<span class="font-normal text-muted-foreground"> (≈ NGN ${formatWholeNumber(roundConverted(naira.value))})</span>`,
    )
    expect(html).toContain(
      `Amounts after ≈ are in NGN, approximate. At the ${rateSourceText(naira.source!)}.`,
    )
    expect(html).not.toContain('ECB')
  })

  it('shows amounts only as charged, and no rates note, when the display currency is theirs', () => {
    const html = renderToStaticMarkup(
      <UniversityCosts university={imperial} display="GBP" fx={fx} model={destinationCosts} />,
    )
    expect(html).toContain('GBP 1,529')
    expect(html).not.toContain('≈')
    expect(html).not.toContain('Amounts after')
  })

  it("lists a university's own living cost where it publishes one, not its city's gap", () => {
    const mit = getUniversityBySlug('massachusetts-institute-of-technology', seedUniversities)!
    const harvard = getUniversityBySlug('harvard-university', seedUniversities)!
    const mitHtml = renderToStaticMarkup(
      <UniversityCosts university={mit} display="USD" fx={fx} model={destinationCosts} />,
    )
    const harvardHtml = renderToStaticMarkup(
      <UniversityCosts university={harvard} display="USD" fx={fx} model={destinationCosts} />,
    )
    expect(mitHtml).toContain('USD 22,654')
    expect(harvardHtml).not.toContain('USD 22,654')
  })
})

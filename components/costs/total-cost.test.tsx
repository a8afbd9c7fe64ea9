import { renderToStaticMarkup } from 'react-dom/server'

import { totalCost } from '@/lib/costs'
import { programmeCostInput, universityCostInput } from '@/lib/costs/inputs'
import type { FxTable } from '@/lib/currency'
import { destinationCosts } from '@/data/destination-costs'
import { makeAuProgramme, makeUniversity } from '@/test/fixtures'

import { TotalCostBreakdown } from './total-cost'

const fx: FxTable = {
  date: '2026-04-13',
  base: 'EUR',
  rates: { AUD: 1.6 },
  other: {
    name: 'Second source',
    date: '2026-09-29',
    url: 'https://example.org/rates',
    rates: { AUD: 1.5, NGN: 1500 },
  },
}

describe('TotalCostBreakdown', () => {
  // AUD 45,000 a year for 2 years, AUD 29,710 of living, the AUD 2,000 visa fee over 2 years,
  // AUD 738 of typical health cover.
  const total = totalCost(
    programmeCostInput(makeAuProgramme({ id: 'au-1' })),
    'NGN',
    fx,
    destinationCosts,
  )
  const html = renderToStaticMarkup(<TotalCostBreakdown total={total} />)

  it('gives the year and the course in the display currency', () => {
    // (45,000 + 29,710 + 1,000 + 738) x 1,000 = NGN 76,448,000 a year; 152,896,000 for the course.
    expect(html).toContain('NGN 76,400,000 a year')
    expect(html).toContain('NGN 153,000,000 for the 2-year course')
  })

  it('shows each part as published with its date and source, and a missing one as not reported', () => {
    expect(html).toContain('AUD 29,710 a year, from 10 May 2024')
    expect(html).toContain('AUD 2,000 once, from 1 July 2025')
    expect(html).toContain(
      'href="https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500"',
    )
    expect(html).toContain('AUD 738 a year, from 15 April 2023')
    // A US university publishing no figure of its own: no national figure for health insurance.
    const us = makeUniversity({ id: 'us-1', countryCode: 'US', city: 'Atlanta' })
    const usHtml = renderToStaticMarkup(
      <TotalCostBreakdown
        total={totalCost(universityCostInput(us, 'undergraduate'), 'USD', fx, destinationCosts)}
      />,
    )
    expect(usHtml).toMatch(/Health insurance<\/th><td[^>]*>Not reported</)
  })

  it('names the exchange rates, with their day', () => {
    expect(html).toContain('At the Second source of 29 September 2026.')
  })
})

describe('TotalCostBreakdown with a typical price', () => {
  const insurer = { title: 'Example Health: OSHC prices', url: 'https://insurer.example/oshc' }
  const model = destinationCosts.map((d) =>
    d.countryCode !== 'AU'
      ? d
      : {
          ...d,
          charges: d.charges.map((c) =>
            c.kind !== 'health'
              ? c
              : {
                  ...c,
                  value: {
                    amount: 700,
                    currency: 'AUD',
                    per: 'year' as const,
                    date: '2025-07-01',
                    dateIs: 'in-force' as const,
                    basis: 'The lowest single cover listed, 12 months.',
                    source: insurer,
                    typical: true as const,
                  },
                },
          ),
        },
  )
  const total = totalCost(programmeCostInput(makeAuProgramme({ id: 'au-1' })), 'AUD', fx, model)
  const html = renderToStaticMarkup(<TotalCostBreakdown total={total} />)

  it('labels the part typical with its publisher and date, and says the total includes it', () => {
    expect(html).toContain(
      'Typical: AUD 700 a year, in force on 1 July 2025, as published by Example Health: OSHC prices',
    )
    expect(html).toContain('Includes a typical price: Overseas Student Health Cover (OSHC).')
    expect(html).not.toContain('Not included, not reported')
    // 45,000 + 29,710 + 1,000 + 700: every part known.
    expect(html).toContain('AUD 76,400 a year')
  })
})

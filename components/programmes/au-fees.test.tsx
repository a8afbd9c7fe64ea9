import { renderToStaticMarkup } from 'react-dom/server'

import type { FxTable } from '@/lib/currency'
import { makeAuProgramme } from '@/test/fixtures'

import { AuFeesView } from './au-fees'

const fx: FxTable = {
  date: '2026-04-13',
  base: 'EUR',
  rates: { AUD: 1.6 },
  other: { name: 'Second source', date: '2026-09-29', url: 'https://example.org/rates', rates: {} },
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('AuFeesView', () => {
  it("names the register's date of the fees shown", () => {
    const html = text(
      renderToStaticMarkup(
        <AuFeesView p={makeAuProgramme({ id: 'au-1' })} display="AUD" fx={fx} />,
      ),
    )
    expect(html).toContain('Fees (registered 3 January 2023)')
    expect(html).toContain('As registered on CRICOS on 3 January 2023;')
  })

  it('dates fees of a newer register by that register, not by an older one', () => {
    const p = makeAuProgramme({ id: 'au-1' })
    const fees = { ...p.fees!, asOf: '2026-07-01' }
    const html = text(
      renderToStaticMarkup(
        <AuFeesView p={{ ...p, fees, asOf: '2026-07-01' }} display="AUD" fx={fx} />,
      ),
    )
    expect(html).toContain('Fees (registered 1 July 2026)')
    expect(html).toContain('As registered on CRICOS on 1 July 2026;')
    expect(html).not.toContain('2023')
  })
})

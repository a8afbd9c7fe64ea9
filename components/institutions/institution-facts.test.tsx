import { renderToStaticMarkup } from 'react-dom/server'

import { listProgrammesOf } from '@/lib/institutions'
import { courseFeeRow } from '@/lib/institutions/facts'

import { CourseFeesTable } from './institution-facts'

describe('CourseFeesTable', () => {
  const rows = listProgrammesOf('monash-university').map(courseFeeRow)
  const html = renderToStaticMarkup(<CourseFeesTable rows={rows} />)

  it('lists every CRICOS course of the provider with its fee or why there is none', () => {
    expect(rows.length).toBeGreaterThan(500)
    expect(html.match(/<tr>/g)).toHaveLength(rows.length + 1)
    expect(html).toMatch(/<td>AUD \d{1,3}(,\d{3})*<\/td>/)
    expect(html).toContain('Source: CRICOS (Australian Government)')
  })

  it('keeps a row small, so a provider with 600 courses stays a light page', () => {
    expect(html.length / rows.length).toBeLessThan(300)
  })
})

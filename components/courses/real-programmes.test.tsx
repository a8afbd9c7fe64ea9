import { renderToStaticMarkup } from 'react-dom/server'

import { RealProgrammes } from './real-programmes'

describe('RealProgrammes', () => {
  it('links to the matching programmes with their count, named after the course', () => {
    const html = renderToStaticMarkup(
      <RealProgrammes
        real={['/programmes?search=computer+science&level=undergraduate', '1,375']}
        name="Computer Science"
      />,
    )
    expect(html).toContain('href="/programmes?search=computer+science&amp;level=undergraduate"')
    expect(html).toContain('1,375 real programmes in this field')
    expect(html).toContain('<span class="sr-only">: Computer Science</span>')
  })

  it('shows nothing for a course with no matching programmes', () => {
    expect(renderToStaticMarkup(<RealProgrammes real={null} name="Liberal Arts" />)).toBe('')
  })
})

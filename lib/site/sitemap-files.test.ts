import { planSitemapFiles, sitemapIndexXml } from '@/lib/site/sitemap-files'
import { SITEMAP_SOURCES } from '@/lib/site/sitemap-sources'

const paths = (prefix: string, n: number) => () =>
  Array.from({ length: n }, (_, i) => `/${prefix}/${i}`)

describe('planSitemapFiles', () => {
  it('cuts each source into files of at most the limit, numbered in order', async () => {
    const files = await planSitemapFiles(
      [
        { name: 'pages', paths: paths('p', 3) },
        { name: 'institutions', paths: paths('i', 5) },
      ],
      2,
    )
    expect(files.map((f) => [f.id, f.source, f.paths.length])).toEqual([
      [0, 'pages', 2],
      [1, 'pages', 1],
      [2, 'institutions', 2],
      [3, 'institutions', 2],
      [4, 'institutions', 1],
    ])
    expect(files.flatMap((f) => f.paths)).toHaveLength(8)
  })

  it('writes an index naming every file', () => {
    expect(sitemapIndexXml('https://x.test', [{ id: 0 }, { id: 1 }])).toContain(
      '<loc>https://x.test/sitemap/0.xml</loc></sitemap>\n<sitemap><loc>https://x.test/sitemap/1.xml</loc>',
    )
  })
})

describe('the site sitemap', () => {
  it('starts with the site pages, then the directory and the programmes (read from the database)', () => {
    expect(SITEMAP_SOURCES.map((s) => s.name)).toEqual(['pages', 'institutions', 'programmes'])
    expect(SITEMAP_SOURCES[0]!.paths()).toContain('/universities')
  })
})

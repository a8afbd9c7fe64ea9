import { planSitemapFiles, SITEMAP_MAX_URLS, sitemapIndexXml } from '@/lib/site/sitemap-files'
import { sitemapFiles } from '@/lib/site/sitemap-sources'

const paths = (prefix: string, n: number) => () =>
  Array.from({ length: n }, (_, i) => `/${prefix}/${i}`)

describe('planSitemapFiles', () => {
  it('cuts each source into files of at most the limit, numbered in order', () => {
    const files = planSitemapFiles(
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
  const files = sitemapFiles()

  it('starts with the site pages and lists every directory page, no file over 50,000', () => {
    expect(files[0]!.paths).toContain('/universities')
    const all = files.flatMap((f) => f.paths)
    expect(all).toContain('/institutions/universite-de-montreal')
    expect(all.filter((p) => p.startsWith('/institutions/')).length).toBeGreaterThan(10_000)
    for (const file of files) expect(file.paths.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS)
    expect(new Set(all).size).toBe(all.length)
  })
})

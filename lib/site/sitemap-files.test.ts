import { planSitemapFiles, sitemapFilePaths, sitemapIndexXml } from '@/lib/site/sitemap-files'
import { SITEMAP_SOURCES, sitemapFiles } from '@/lib/site/sitemap-sources'

const source = (name: string, prefix: string, n: number) => ({
  name,
  count: () => n,
  paths: () => Array.from({ length: n }, (_, i) => `/${prefix}/${i}`),
})

describe('planSitemapFiles', () => {
  it('cuts each source into files of at most the limit, numbered in order', async () => {
    const sources = [source('pages', 'p', 3), source('institutions', 'i', 5)]
    const files = planSitemapFiles(sources, 2)
    expect(files.map((f) => [f.id, f.source, f.to - f.from])).toEqual([
      [0, 'pages', 2],
      [1, 'pages', 1],
      [2, 'institutions', 2],
      [3, 'institutions', 2],
      [4, 'institutions', 1],
    ])
    expect(await sitemapFilePaths(files[3]!, sources)).toEqual(['/i/2', '/i/3'])
  })

  it('writes an index naming every file', () => {
    expect(sitemapIndexXml('https://x.test', [{ id: 0 }, { id: 1 }])).toContain(
      '<loc>https://x.test/sitemap/0.xml</loc></sitemap>\n<sitemap><loc>https://x.test/sitemap/1.xml</loc>',
    )
  })
})

describe('the site sitemap', () => {
  it('starts with the site pages, then plans the directory and programme files from the committed counts', () => {
    expect(SITEMAP_SOURCES.map((s) => s.name)).toEqual(['pages', 'institutions', 'programmes'])
    expect(SITEMAP_SOURCES[0]!.paths()).toContain('/universities')
    const files = sitemapFiles()
    expect(files.map((f) => f.source)).toEqual(['pages', 'institutions', 'programmes'])
    // 25,181 UK and 24,086 Australian programmes: one file under the limit of 50,000 URLs.
    expect(files.at(-1)!.to).toBe(1 + 25_181 + 24_086)
  })
})

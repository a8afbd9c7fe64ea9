// The sitemap is split into files (app/sitemap.ts, Next's generateSitemaps) listed by an index at
// /sitemap-index.xml (app/sitemap-index.xml/route.ts, named by robots.txt; Next keeps /sitemap.xml
// for app/sitemap.ts itself). Each URL source gets its own files, so adding one (the programme
// pages, say) is appending it to SITEMAP_SOURCES in lib/site/sitemap-sources.ts. Pure.

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000

/** A named list of site paths (`/institutions/x`), computed when a sitemap is requested. */
export type SitemapSource = { name: string; paths: () => string[] | Promise<string[]> }

/** One sitemap file: its id (served at /sitemap/<id>.xml) and the paths it holds. */
export type SitemapFile = { id: number; source: string; paths: string[] }

/** Every source cut into files of at most `max` paths, numbered from 0 in source order. */
export async function planSitemapFiles(
  sources: readonly SitemapSource[],
  max = SITEMAP_MAX_URLS,
): Promise<SitemapFile[]> {
  const files: SitemapFile[] = []
  for (const source of sources) {
    const paths = await source.paths()
    for (let start = 0; start < paths.length; start += max)
      files.push({ id: files.length, source: source.name, paths: paths.slice(start, start + max) })
  }
  return files
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The sitemap index XML listing the files of `files` under `origin`. */
export function sitemapIndexXml(origin: string, files: readonly Pick<SitemapFile, 'id'>[]) {
  const entries = files
    .map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${file.id}.xml`)}</loc></sitemap>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`
}

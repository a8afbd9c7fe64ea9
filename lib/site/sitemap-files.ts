// The sitemap is split into files (app/sitemap.ts, Next's generateSitemaps) listed by an index at
// /sitemap-index.xml (app/sitemap-index.xml/route.ts, named by robots.txt; Next keeps /sitemap.xml
// for app/sitemap.ts itself). Each URL source gets its own files, so adding one (the programme
// pages, say) is appending it to SITEMAP_SOURCES in lib/site/sitemap-sources.ts. Pure.

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000

/**
 * A named list of site paths (`/institutions/x`): how many there are, known without reading them
 * (the files are planned at build time), and the paths, read when a sitemap file is requested.
 */
export type SitemapSource = {
  name: string
  count: () => number
  paths: () => string[] | Promise<string[]>
}

/** One sitemap file: its id (served at /sitemap/<id>.xml) and which of its source's paths it holds. */
export type SitemapFile = { id: number; source: string; from: number; to: number }

/** Every source cut into files of at most `max` paths, numbered from 0 in source order. */
export function planSitemapFiles(
  sources: readonly SitemapSource[],
  max = SITEMAP_MAX_URLS,
): SitemapFile[] {
  const files: SitemapFile[] = []
  for (const source of sources) {
    const count = source.count()
    for (let from = 0; from < count; from += max)
      files.push({ id: files.length, source: source.name, from, to: Math.min(count, from + max) })
  }
  return files
}

/** The paths of one planned file. */
export async function sitemapFilePaths(
  file: SitemapFile,
  sources: readonly SitemapSource[],
): Promise<string[]> {
  const source = sources.find((s) => s.name === file.source)
  return source ? (await source.paths()).slice(file.from, file.to) : []
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

import { listInstitutionPaths } from '@/lib/institutions'
import { loadManifest } from '@/lib/open-data'
import { programmeSitemapIds } from '@/lib/programmes'
import { listSitemapPaths } from '@/lib/site/sitemap'
import {
  planSitemapFiles,
  sitemapFilePaths,
  type SitemapFile,
  type SitemapSource,
} from '@/lib/site/sitemap-files'

/** Records of a committed open-data file, as the manifest counts them (the database holds them). */
const records = (...files: string[]) =>
  files.reduce((sum, file) => sum + (loadManifest().outputs[file]?.records ?? 0), 0)

/**
 * Every URL source of the sitemap, in order: each is cut into files of at most 50,000 URLs,
 * served at /sitemap/<id>.xml and listed by the index at /sitemap-index.xml. File 0 is the site's own
 * pages. To list more pages, append a source here.
 */
export const SITEMAP_SOURCES: SitemapSource[] = [
  { name: 'pages', count: () => listSitemapPaths().length, paths: listSitemapPaths },
  {
    name: 'institutions',
    count: () => 1 + records('institutions.tsv'),
    paths: async () => ['/institutions', ...(await listInstitutionPaths())],
  },
  {
    name: 'programmes',
    count: () => 1 + records('programmes-uk.tsv', 'programmes-au.tsv'),
    paths: async () => [
      '/programmes',
      ...(await programmeSitemapIds()).map((id) => `/programmes/${id}`),
    ],
  },
]

/** The sitemap files: every source cut into files of at most 50,000 URLs. */
export const sitemapFiles = (): SitemapFile[] => planSitemapFiles(SITEMAP_SOURCES)

/** The paths of sitemap file `id`; none for an unknown id. */
export async function sitemapPaths(id: number): Promise<string[]> {
  const file = sitemapFiles()[id]
  return file ? sitemapFilePaths(file, SITEMAP_SOURCES) : []
}

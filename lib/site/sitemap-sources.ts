import { listInstitutionPaths } from '@/lib/institutions'
import { programmeSitemapIds } from '@/lib/programmes'
import { listSitemapPaths } from '@/lib/site/sitemap'
import { planSitemapFiles, type SitemapFile, type SitemapSource } from '@/lib/site/sitemap-files'

/**
 * Every URL source of the sitemap, in order: each is cut into files of at most 50,000 URLs,
 * served at /sitemap/<id>.xml and listed by the index at /sitemap-index.xml. File 0 is the site's own
 * pages. To list more pages, append a source here.
 */
export const SITEMAP_SOURCES: SitemapSource[] = [
  { name: 'pages', paths: listSitemapPaths },
  { name: 'institutions', paths: async () => ['/institutions', ...(await listInstitutionPaths())] },
  {
    name: 'programmes',
    paths: async () => [
      '/programmes',
      ...(await programmeSitemapIds()).map((id) => `/programmes/${id}`),
    ],
  },
]

/** The sitemap files: every source cut into files of at most 50,000 URLs. */
export const sitemapFiles = (): Promise<SitemapFile[]> => planSitemapFiles(SITEMAP_SOURCES)

import type { MetadataRoute } from 'next'

import { siteConfig } from '@/lib/site'
import { listSitemapPaths } from '@/lib/site/sitemap'

export default function sitemap(): MetadataRoute.Sitemap {
  return listSitemapPaths().map((path) => ({ url: `${siteConfig.url}${path}` }))
}

import type { MetadataRoute } from 'next'

import { listSitemapPaths } from '@/lib/sitemap'
import { siteConfig } from '@/lib/site'

export default function sitemap(): MetadataRoute.Sitemap {
  return listSitemapPaths().map((path) => ({ url: `${siteConfig.url}${path}` }))
}

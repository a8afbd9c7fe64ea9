import type { MetadataRoute } from 'next'

import { siteConfig } from '@/lib/site'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/staff', '/track/'] }],
    sitemap: `${siteConfig.url}/sitemap-index.xml`,
  }
}

import { siteConfig } from '@/lib/site'
import { sitemapIndexXml } from '@/lib/site/sitemap-files'
import { sitemapFiles } from '@/lib/site/sitemap-sources'

/** GET /sitemap-index.xml: the sitemap index (robots.txt names it), naming each file app/sitemap.ts serves. */
export function GET() {
  return new Response(sitemapIndexXml(siteConfig.url, sitemapFiles()), {
    headers: {
      'Content-Type': 'application/xml',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}

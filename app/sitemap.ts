import type { MetadataRoute } from 'next'
import { connection } from 'next/server'

import { siteConfig } from '@/lib/site'
import { sitemapFiles, sitemapPaths } from '@/lib/site/sitemap-sources'

// Sitemap files at /sitemap/<id>.xml, each at most 50,000 URLs, listed by the index at
// /sitemap-index.xml (app/sitemap-index.xml/route.ts; robots.txt names it). The URL sources are in
// lib/site/sitemap-sources.ts.
export async function generateSitemaps() {
  return sitemapFiles().map(({ id }) => ({ id }))
}

export default async function sitemap({
  id,
}: {
  id: Promise<string>
}): Promise<MetadataRoute.Sitemap> {
  // Most files list records of the database, which holds the open data at run time only.
  await connection()
  const paths = await sitemapPaths(Number(await id))
  return paths.map((path) => ({ url: `${siteConfig.url}${path}` }))
}

import type { Metadata } from 'next'

import { siteConfig } from './site'

type PageMetaInput = { title: string; description: string; path: string; noindex?: boolean }

/** Title, description, canonical URL and Open Graph for one page; the layout adds the site name. */
export function pageMetadata({
  title,
  description,
  path,
  noindex = false,
}: PageMetaInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: siteConfig.name, type: 'website' },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  }
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so no value can end the tag. */
export function serializeJsonLd(data: Record<string, unknown>) {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
}

import type { Metadata } from 'next'

import { isArticle } from '@/lib/content'
import { siteConfig } from '@/lib/site'
import type { ContentPage } from '@/data/schema'

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

/** A content page's metadata; articles get Open Graph type 'article' with their dates. */
export function contentMetadata(page: ContentPage): Metadata {
  const { title, description, path } = page
  const base = pageMetadata({ title, description, path })
  if (!isArticle(page)) return base
  return {
    ...base,
    openGraph: {
      type: 'article',
      title,
      description,
      url: path,
      siteName: siteConfig.name,
      publishedTime: page.published ?? page.updated,
      modifiedTime: page.updated,
      section: page.section,
    },
  }
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so no value can end the tag. */
export function serializeJsonLd(data: Record<string, unknown>) {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
}

import { contentPages } from '@/data/content'
import type { ContentPage } from '@/data/schema'

export type ContentSection = ContentPage['section']

/** Sections whose pages are articles (schema.org Article or BlogPosting), not company or legal pages. */
const ARTICLE_SECTIONS: readonly ContentSection[] = [
  'Resources',
  'Guides',
  'Country guides',
  'Tests & Documents',
  'Blog',
]

/**
 * Where a page's breadcrumb leads back to: the blog index, or the index of every guide, named by
 * that page's own title (there is no separate "Tests & Documents" or "Country guides" page).
 */
const GUIDES_HUB = { title: 'Study guides', href: '/resources/guides' }
const SECTION_HUBS: Partial<Record<ContentSection, { title: string; href: string }>> = {
  Resources: GUIDES_HUB,
  Guides: GUIDES_HUB,
  'Country guides': GUIDES_HUB,
  'Tests & Documents': GUIDES_HUB,
  Blog: { title: 'Blog', href: '/blog' },
}

const byPath = new Map(contentPages.map((page) => [page.path, page]))

export function getContentPage(path: string): ContentPage | undefined {
  return byPath.get(path)
}

/** For the fixed routes (/about, /privacy...): their page is required content, checked by its tests. */
export function getContentPageOrThrow(path: string): ContentPage {
  const page = byPath.get(path)
  if (!page) throw new Error(`No content page at ${path}`)
  return page
}

/** The page at `${prefix}/${slug}`, for a dynamic route of one section; never a deeper path. */
export function getSectionPage(prefix: string, slug: string, section: ContentSection) {
  if (!/^[a-z0-9-]+$/.test(slug)) return undefined
  const page = byPath.get(`${prefix}/${slug}`)
  return page?.section === section ? page : undefined
}

/** The slugs `getSectionPage(prefix, slug, section)` finds: a dynamic route's static params. */
export function listSectionSlugs(prefix: string, section: ContentSection): string[] {
  return contentPages
    .filter((page) => page.section === section && page.path.startsWith(`${prefix}/`))
    .map((page) => page.path.slice(prefix.length + 1))
    .filter((slug) => getSectionPage(prefix, slug, section) !== undefined)
}

/** Pages of one section (every page when no section is given); blog posts newest first. */
export function listContentPages(section?: ContentSection): ContentPage[] {
  const pages = section ? contentPages.filter((page) => page.section === section) : contentPages
  return section === 'Blog'
    ? [...pages].sort((a, b) => (b.published ?? '').localeCompare(a.published ?? ''))
    : pages
}

export function isArticle(page: ContentPage) {
  return ARTICLE_SECTIONS.includes(page.section)
}

export function sectionHub(page: ContentPage) {
  return SECTION_HUBS[page.section]
}

/** Markdown reduced to its words, for the search index: no link targets, markup or table rules. */
export function markdownToText(markdown: string) {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\|?\s*:?-{3,}.*$/gm, ' ')
    .replace(/[#*_>|`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

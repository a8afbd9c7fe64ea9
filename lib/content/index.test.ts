import {
  getContentPage,
  getContentPageOrThrow,
  getSectionPage,
  isArticle,
  listContentPages,
  listSectionSlugs,
  markdownToText,
  sectionHub,
} from '@/lib/content'
import { formatDate } from '@/lib/format'
import { contentMetadata } from '@/lib/site/seo'
import { contentPages } from '@/data/content'

describe('content getters', () => {
  it('finds a page by its path, and nothing for an unknown one', () => {
    expect(getContentPage('/resources/visa')?.title).toBe('Student visas')
    expect(getContentPage('/resources/nope')).toBeUndefined()
    expect(() => getContentPageOrThrow('/nope')).toThrow('No content page at /nope')
  })

  it('resolves a dynamic route only to a page of its own section and depth', () => {
    expect(getSectionPage('/guides', 'application', 'Guides')?.path).toBe('/guides/application')
    expect(getSectionPage('/guides/countries', 'uk', 'Country guides')?.path).toBe(
      '/guides/countries/uk',
    )
    expect(getSectionPage('/guides', 'countries', 'Guides')).toBeUndefined()
    expect(getSectionPage('/guides', 'countries/uk', 'Guides')).toBeUndefined()
    expect(getSectionPage('/resources', 'visa', 'Guides')).toBeUndefined()
    expect(getSectionPage('/blog', '..', 'Blog')).toBeUndefined()
    expect(getSectionPage('/blog', 'How-To-Shortlist-Universities', 'Blog')).toBeUndefined()
  })

  it('gives each dynamic route the slug of every page it serves, and nothing deeper', () => {
    expect(listSectionSlugs('/tests', 'Tests & Documents')).toEqual([
      'english',
      'graduate',
      'documents',
      'transcripts',
    ])
    expect(listSectionSlugs('/guides', 'Guides')).not.toContain('countries')
    expect(listSectionSlugs('/guides/countries', 'Country guides')).toContain('uk')
    const routed = [
      ...listSectionSlugs('/blog', 'Blog').map((slug) => `/blog/${slug}`),
      ...listSectionSlugs('/guides', 'Guides').map((slug) => `/guides/${slug}`),
      ...listSectionSlugs('/guides/countries', 'Country guides').map(
        (s) => `/guides/countries/${s}`,
      ),
      ...listSectionSlugs('/resources', 'Resources').map((slug) => `/resources/${slug}`),
      ...listSectionSlugs('/tests', 'Tests & Documents').map((slug) => `/tests/${slug}`),
    ]
    const articles = contentPages.filter(isArticle).map((page) => page.path)
    expect(routed.sort()).toEqual(articles.sort())
  })

  it('lists a section, blog posts newest first', () => {
    expect(listContentPages().length).toBe(contentPages.length)
    expect(listContentPages('Tests & Documents').map((p) => p.path)).toEqual([
      '/tests/english',
      '/tests/graduate',
      '/tests/documents',
      '/tests/transcripts',
    ])
    const published = listContentPages('Blog').map((p) => p.published!)
    expect(published).toEqual([...published].sort().reverse())
  })

  it('treats guides, resources, tests and posts as articles, not company or legal pages', () => {
    expect(isArticle(getContentPageOrThrow('/blog/writing-a-personal-statement'))).toBe(true)
    expect(isArticle(getContentPageOrThrow('/guides/countries/usa'))).toBe(true)
    expect(isArticle(getContentPageOrThrow('/about'))).toBe(false)
    expect(isArticle(getContentPageOrThrow('/privacy'))).toBe(false)
    expect(sectionHub(getContentPageOrThrow('/blog/writing-a-personal-statement'))).toEqual({
      title: 'Blog',
      href: '/blog',
    })
    expect(sectionHub(getContentPageOrThrow('/terms'))).toBeUndefined()
  })

  it('reduces Markdown to its words for the search index', () => {
    expect(
      markdownToText(
        '## Start here\n\n- [Application guide](/guides/application): **plan**\n\n| a | b |\n| --- | --- |\n| 1 | 2 |',
      ),
    ).toBe('Start here - Application guide: plan a b 1 2')
  })
})

describe('content metadata', () => {
  it('gives articles Open Graph type article with their dates, and a canonical path', () => {
    const post = getContentPageOrThrow('/blog/how-to-shortlist-universities')
    expect(contentMetadata(post)).toMatchObject({
      title: post.title,
      description: post.description,
      alternates: { canonical: post.path },
      openGraph: {
        type: 'article',
        publishedTime: post.published,
        modifiedTime: post.updated,
      },
    })
  })

  it('keeps company and legal pages as websites', () => {
    expect(contentMetadata(getContentPageOrThrow('/about'))).toMatchObject({
      alternates: { canonical: '/about' },
      openGraph: { type: 'website' },
    })
  })
})

describe('formatDate', () => {
  it('writes an ISO date out in full, whatever the server time zone', () => {
    expect(formatDate('2026-11-21')).toBe('21 November 2026')
    expect(formatDate('2026-03-01')).toBe('1 March 2026')
  })
})

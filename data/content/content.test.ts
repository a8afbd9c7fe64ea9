import { contentPageSchema, dataSourceSchema, type ContentPage } from '../schema'
import { contentPages, contentSource } from './index'

/** Every path the brief asks for. */
const REQUIRED_PATHS = [
  '/resources/guides',
  '/resources/tips',
  '/resources/visa',
  '/resources/countries',
  '/guides/application',
  '/guides/financial',
  '/guides/living',
  '/guides/career',
  '/guides/countries/usa',
  '/guides/countries/uk',
  '/guides/countries/canada',
  '/guides/countries/australia',
  '/tests/english',
  '/tests/graduate',
  '/tests/documents',
  '/tests/transcripts',
  '/about',
  '/contact',
  '/admission-results',
  '/privacy',
  '/terms',
  '/cookies',
]

/** Site pages outside this dataset that bodies may link to. */
const OTHER_SITE_PATHS = ['/universities', '/scholarships', '/apply-now', '/courses', '/track']

/**
 * Pages that state no outside facts (an index of our own guides, our contact intro, our own
 * terms): everything else must point to at least one official source.
 */
const PAGES_WITHOUT_OUTSIDE_FACTS = ['/resources/guides', '/contact', '/terms']

/** Official government, test-owner and organisation hosts that officialLinks may use. */
const OFFICIAL_HOSTS = [
  'travel.state.gov',
  'educationusa.state.gov',
  'studyinthestates.dhs.gov',
  'fmjfee.com',
  'uscis.gov',
  'gov.uk',
  'study-uk.britishcouncil.org',
  'ico.org.uk',
  'canada.ca',
  'educanada.ca',
  'immi.homeaffairs.gov.au',
  'studyaustralia.gov.au',
  'cricos.education.gov.au',
  'scamwatch.gov.au',
  'dfat.gov.au',
  'auswaertiges-amt.de',
  'make-it-in-germany.com',
  'study-in-germany.de',
  'daad.de',
  'uni-assist.de',
  'ind.nl',
  'nuffic.nl',
  'studyinnl.org',
  'studielink.nl',
  'ielts.org',
  'ets.org',
  'pearsonpte.com',
  'englishtest.duolingo.com',
  'mba.com',
  'commonapp.org',
  'ucas.com',
  'ouac.on.ca',
  'uac.edu.au',
  'wes.org',
  'ece.org',
  'enic.org.uk',
  'hcch.net',
  'chevening.org',
  'foreign.fulbrightonline.org',
  'topuniversities.com',
  '988lifeline.org',
  '988.ca',
  'lifeline.org.au',
  'samaritans.org',
]

const WORD_LIMITS: Partial<Record<ContentPage['section'], [number, number]>> = {
  Guides: [500, 1100],
  'Country guides': [500, 1100],
  'Tests & Documents': [500, 1100],
  Blog: [400, 800],
  Legal: [300, 700],
}

/** Many readers read in a second language, so we count on a gentle reading pace. */
const READING_WORDS_PER_MINUTE = 150

function countWords(markdown: string) {
  const prose = markdown
    .replace(/\]\([^)]*\)/g, ']') // link targets are not read
    .replace(/^\|?\s*-{3,}.*$/gm, '') // table separator rows
    .replace(/[#*>|[\]]/g, ' ')
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

function internalLinks(markdown: string) {
  return [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!.split(/[?#]/)[0]!)
}

const byPath = contentPages.map((page) => [page.path, page] as const)
const paths = contentPages.map((page) => page.path)

describe('content pages', () => {
  it('states its source, says it is our own work and that official links are the authority', () => {
    expect(() => dataSourceSchema.parse(contentSource)).not.toThrow()
    expect(contentSource.asOf).toBe('2026-11-21')
    expect(contentSource.description).toMatch(/team/i)
    expect(contentSource.description).toMatch(/official/i)
  })

  it.each(byPath)('%s parses with its schema', (_path, page) => {
    expect(() => contentPageSchema.parse(page)).not.toThrow()
  })

  it('has unique paths', () => {
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('has every required page', () => {
    for (const path of REQUIRED_PATHS) expect(paths).toContain(path)
  })

  it.each(byPath)('%s sits in the section its path belongs to', (path, page) => {
    const section: ContentPage['section'] = path.startsWith('/resources/')
      ? 'Resources'
      : path.startsWith('/guides/countries/')
        ? 'Country guides'
        : path.startsWith('/guides/')
          ? 'Guides'
          : path.startsWith('/tests/')
            ? 'Tests & Documents'
            : path.startsWith('/blog/')
              ? 'Blog'
              : ['/privacy', '/terms', '/cookies'].includes(path)
                ? 'Legal'
                : 'Company'
    expect(page.section).toBe(section)
  })

  it('has five blog posts, each dated between March and mid-November 2026', () => {
    const posts = contentPages.filter((page) => page.section === 'Blog')
    expect(posts).toHaveLength(5)
    for (const post of posts) {
      expect(post.path).toMatch(/^\/blog\/[a-z0-9-]+$/)
      expect(post.published).toBeDefined()
      expect(post.published! >= '2026-03-01' && post.published! <= '2026-11-15').toBe(true)
      expect(post.updated >= post.published!).toBe(true)
    }
  })

  it('gives a publication date to blog posts only', () => {
    for (const page of contentPages) {
      expect(page.published !== undefined).toBe(page.section === 'Blog')
    }
  })

  it('was reviewed on or before today (no review date in the future)', () => {
    const today = new Date().toISOString().slice(0, 10)
    for (const page of contentPages) expect(page.updated <= today).toBe(true)
  })

  it.each(byPath)('%s has no h1 in its body (the page renders the title)', (_path, page) => {
    expect(page.body).not.toMatch(/^# /m)
    expect(page.body).not.toMatch(/^#\s*$/m)
  })

  it.each(byPath)('%s links only to absolute https official pages', (_path, page) => {
    for (const link of page.officialLinks) {
      const url = new URL(link.url)
      expect(url.protocol).toBe('https:')
      const official = OFFICIAL_HOSTS.some(
        (host) => url.hostname === host || url.hostname.endsWith(`.${host}`),
      )
      if (!official) throw new Error(`${page.path}: ${url.hostname} is not on the official list`)
    }
  })

  it.each(byPath)('%s points to an official source when it states facts', (path, page) => {
    if (PAGES_WITHOUT_OUTSIDE_FACTS.includes(path)) return
    expect(page.officialLinks.length).toBeGreaterThan(0)
  })

  it.each(byPath)('%s links only to pages that exist', (_path, page) => {
    const known = new Set([...paths, ...OTHER_SITE_PATHS])
    for (const target of internalLinks(page.body)) {
      if (!known.has(target)) throw new Error(`${page.path} links to unknown page ${target}`)
    }
    expect(page.body).not.toMatch(/\]\((?!\/|https:\/\/)/) // no relative or http links
  })

  it.each(byPath)('%s keeps to its length and reading time', (_path, page) => {
    const words = countWords(page.body)
    const limits = WORD_LIMITS[page.section]
    if (limits) {
      expect(words).toBeGreaterThanOrEqual(limits[0])
      expect(words).toBeLessThanOrEqual(limits[1])
    }
    const minutes = Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE))
    if (page.readingMinutes !== minutes) {
      throw new Error(`${page.path}: ${words} words, so readingMinutes should be ${minutes}`)
    }
  })

  it('states plainly how the service is paid for on /about and /terms', () => {
    for (const path of ['/about', '/terms']) {
      const body = contentPages.find((page) => page.path === path)!.body
      expect(body).toMatch(/free for students/i)
      expect(body).toMatch(/commissions/i)
      expect(body).toMatch(/tell you which/i)
    }
  })

  it('says the home page examples are illustrative on /admission-results', () => {
    const body = contentPages.find((page) => page.path === '/admission-results')!.body
    expect(body).toMatch(/illustrative/i)
    expect(body).toMatch(/not real students/i)
  })
})

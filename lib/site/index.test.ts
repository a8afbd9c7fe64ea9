import { footerNav, listLinkTargets, mainNav } from '@/lib/site'

const REQUIRED_TARGETS = [
  '/courses',
  '/scholarships',
  '/resources/guides',
  '/resources/tips',
  '/resources/visa',
  '/resources/countries',
  '/guides/application',
  '/guides/financial',
  '/guides/living',
  '/guides/career',
  '/tests/english',
  '/tests/graduate',
  '/tests/documents',
  '/tests/transcripts',
  '/universities',
  '/uk-universities',
  '/blog',
  '/about',
  '/apply-now',
  '/courses/undergraduate',
  '/courses/graduate',
  '/courses/phd',
  '/courses/online',
  '/scholarships/university',
  '/scholarships/external',
  '/scholarships/government',
  '/scholarships/merit',
  '/',
  '/privacy',
  '/terms',
  '/cookies',
  '/contact',
]

describe('site navigation', () => {
  it('links to every page the site promises', () => {
    expect(listLinkTargets()).toEqual(expect.arrayContaining(REQUIRED_TARGETS))
  })

  it('carries the query links for course categories, scholarship types and merit funding', () => {
    const targets = listLinkTargets()
    for (const category of [
      'Engineering & Technology',
      'Business & Management',
      'Medicine & Health Sciences',
      'Arts & Humanities',
    ]) {
      expect(targets).toContain(`/courses?category=${encodeURIComponent(category)}`)
    }
    for (const type of ['university', 'external', 'government']) {
      expect(targets).toContain(`/scholarships?type=${type}`)
    }
    expect(targets).toContain('/scholarships?funding=merit')
  })

  it('never links to "#" or off-site', () => {
    for (const href of listLinkTargets()) expect(href).toMatch(/^\/[^#]*$/)
  })

  it('groups the footer as four titled lists', () => {
    expect(footerNav.map((g) => g.title)).toHaveLength(4)
    expect(mainNav.length).toBeGreaterThan(5)
  })
})

export type NavLink = { title: string; href: string; description?: string }
export type NavItem = NavLink | { title: string; items: NavLink[] }

const DEFAULT_SITE_URL = 'http://localhost:3000'

export const siteConfig = {
  name: 'Study Abroad Compass',
  tagline: 'Find your future abroad',
  description:
    'Find universities, courses and scholarships worldwide, compare universities side by side, match yourself to scholarships and let our admissions experts handle your applications.',
  url: (process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL).replace(/\/$/, ''),
  locale: 'en_GB',
}

export const mainNav: NavItem[] = [
  {
    title: 'Courses',
    items: [
      {
        title: 'All courses',
        href: '/courses',
        description: 'Browse every programme by level and field',
      },
      {
        title: 'Engineering & Technology',
        href: '/courses?category=Engineering%20%26%20Technology',
      },
      { title: 'Business & Management', href: '/courses?category=Business%20%26%20Management' },
      {
        title: 'Medicine & Health Sciences',
        href: '/courses?category=Medicine%20%26%20Health%20Sciences',
      },
      { title: 'Arts & Humanities', href: '/courses?category=Arts%20%26%20Humanities' },
    ],
  },
  { title: 'Programmes', href: '/programmes' },
  { title: 'Universities', href: '/universities' },
  { title: 'UK Universities', href: '/uk-universities' },
  {
    title: 'Scholarships',
    items: [
      {
        title: 'Scholarship Hub',
        href: '/scholarships',
        description: 'Smart Matcher and every award',
      },
      { title: 'University scholarships', href: '/scholarships?type=university' },
      { title: 'External scholarships', href: '/scholarships?type=external' },
      { title: 'Government scholarships', href: '/scholarships?type=government' },
      { title: 'Merit-based awards', href: '/scholarships?funding=merit' },
    ],
  },
  {
    title: 'Resources',
    items: [
      { title: 'Study guides', href: '/resources/guides' },
      { title: 'Tips for applicants', href: '/resources/tips' },
      { title: 'Student visas', href: '/resources/visa' },
      { title: 'Countries', href: '/resources/countries' },
    ],
  },
  {
    title: 'Guides',
    items: [
      { title: 'Application guide', href: '/guides/application' },
      { title: 'Financial guide', href: '/guides/financial' },
      { title: 'Living abroad', href: '/guides/living' },
      { title: 'Career guide', href: '/guides/career' },
    ],
  },
  {
    title: 'Tests & Documents',
    items: [
      { title: 'IELTS/TOEFL', href: '/tests/english' },
      { title: 'GRE/GMAT', href: '/tests/graduate' },
      { title: 'Documents', href: '/tests/documents' },
      { title: 'Transcripts', href: '/tests/transcripts' },
    ],
  },
  { title: 'Blog', href: '/blog' },
  { title: 'About', href: '/about' },
]

export const applyCta: NavLink = { title: 'Apply Now', href: '/apply-now' }

export const footerNav: { title: string; items: NavLink[] }[] = [
  {
    title: 'Programs',
    items: [
      { title: 'Undergraduate', href: '/courses/undergraduate' },
      { title: 'Graduate', href: '/courses/graduate' },
      { title: 'PhD Programs', href: '/courses/phd' },
      { title: 'Online Courses', href: '/courses/online' },
      { title: 'Programmes', href: '/programmes' },
      { title: 'All Universities', href: '/universities' },
      { title: 'Institutions worldwide', href: '/institutions' },
    ],
  },
  {
    title: 'Scholarships',
    items: [
      { title: 'University Scholarships', href: '/scholarships/university' },
      { title: 'External Scholarships', href: '/scholarships/external' },
      { title: 'Government Scholarships', href: '/scholarships/government' },
      { title: 'Merit-based Awards', href: '/scholarships/merit' },
    ],
  },
  {
    title: 'Resources',
    items: [
      { title: 'Home', href: '/' },
      { title: 'Study Guides', href: '/resources/guides' },
      { title: 'Tips', href: '/resources/tips' },
      { title: 'Blog', href: '/blog' },
      { title: 'About Us', href: '/about' },
    ],
  },
  {
    title: 'Legal',
    items: [
      { title: 'Privacy Policy', href: '/privacy' },
      { title: 'Terms of Service', href: '/terms' },
      { title: 'Cookie Policy', href: '/cookies' },
      { title: 'Contact', href: '/contact' },
    ],
  },
]

function flatten(items: NavItem[]): NavLink[] {
  return items.flatMap((item) => ('items' in item ? item.items : [item]))
}

/** Every internal link target of the nav and footer, without duplicates. */
export function listLinkTargets(): string[] {
  const links = [...flatten(mainNav), applyCta, ...footerNav.flatMap((group) => group.items)]
  return [...new Set(links.map((link) => link.href))]
}

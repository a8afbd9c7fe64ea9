import { LOST_LINK_PATH } from '@/lib/apply/tracking-link'

export type NotFoundSection = { prefix: string; text: string; label: string; href: string }

/** Where to look instead, by the section of the address that led nowhere. */
export const NOT_FOUND_SECTIONS: readonly NotFoundSection[] = [
  {
    prefix: '/scholarships/',
    text: 'We have no scholarship at this address. It may have closed or moved.',
    label: 'See all scholarships',
    href: '/scholarships?tab=browse',
  },
  {
    prefix: '/universities/',
    text: 'We have no university at this address.',
    label: 'See all universities',
    href: '/universities',
  },
  {
    prefix: '/programmes/',
    text: 'We have no programme at this address. It may have left the official register.',
    label: 'Find a programme',
    href: '/programmes',
  },
  {
    prefix: '/institutions/',
    text: 'We have no institution at this address.',
    label: 'Search the directory',
    href: '/institutions',
  },
  {
    prefix: '/track/',
    text: 'This tracking link does not work. It may be incomplete, or a newer link for the same application has been opened since.',
    label: 'Ask for a new tracking link',
    href: LOST_LINK_PATH,
  },
  {
    prefix: '/courses/',
    text: 'We have no course at this address.',
    label: 'See all courses',
    href: '/courses',
  },
]

/**
 * Every icon the site draws, by its lucide name. `npm run icons` writes these into one sprite in
 * public/, so pages reference an icon by name instead of carrying its path data.
 */
export const ICON_NAMES = [
  'arrow-right',
  'award',
  'book-open',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle-check',
  'clock',
  'copy',
  'download',
  'external-link',
  'globe',
  'graduation-cap',
  'house',
  'key-round',
  'landmark',
  'library',
  'mail',
  'map-pin',
  'menu',
  'phone',
  'plus',
  'quote',
  'search',
  'star',
  'users',
  'x',
] as const

export type IconName = (typeof ICON_NAMES)[number]

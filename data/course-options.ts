// The course catalogue's categories and levels, free of zod so that client code can use them.
export const COURSE_CATEGORIES = [
  'Engineering & Technology',
  'Business & Management',
  'Medicine & Health Sciences',
  'Arts & Humanities',
  'Natural Sciences',
  'Social Sciences',
  'Law',
] as const
export const COURSE_LEVELS = [
  'Undergraduate',
  'Postgraduate',
  'Masters',
  'Doctorate',
  'PhD',
] as const

import type { ProgrammesState } from '@/lib/programmes/state'

/**
 * The real programmes behind each of the 24 catalogue courses (data/courses.json): a subject search
 * at the course's level. Searches match the subject labels of both registers (CAH in the UK,
 * ASCED in Australia) as well as titles.
 */
export const CATALOGUE_FILTERS: Record<string, Partial<ProgrammesState>> = {
  'comp-sci': { search: 'computer science', level: 'undergraduate' },
  'mechanical-eng': { search: 'mechanical engineering', level: 'undergraduate' },
  'electrical-eng': { search: 'electrical', level: 'undergraduate' },
  'business-admin': { search: 'business', level: 'undergraduate' },
  economics: { search: 'economics', level: 'undergraduate' },
  medicine: { search: 'medicine', level: 'undergraduate' },
  nursing: { search: 'nursing', level: 'undergraduate' },
  psychology: { search: 'psychology', level: 'undergraduate' },
  'english-lit': { search: 'literature english', level: 'undergraduate' },
  biology: { search: 'biology', level: 'undergraduate' },
  chemistry: { search: 'chemistry', level: 'undergraduate' },
  'international-relations': { search: 'international relations', level: 'undergraduate' },
  law: { subject: 'law', level: 'undergraduate' },
  mba: { search: 'business administration', level: 'postgraduate-taught' },
  'ms-cs': { search: 'computer science', level: 'postgraduate-taught' },
  'ma-psychology': { search: 'psychology', level: 'postgraduate-taught' },
  'ms-data-science': { search: 'data science', level: 'postgraduate-taught' },
  'phd-cs': { search: 'computer science', level: 'doctorate' },
  'phd-medicine': { search: 'medical', level: 'doctorate' },
  'phd-psychology': { search: 'psychology', level: 'doctorate' },
  'phd-economics': { search: 'economics', level: 'doctorate' },
  md: { search: 'medicine', level: 'doctorate' },
  jd: { subject: 'law', level: 'doctorate' },
  dba: { search: 'business administration', level: 'doctorate' },
}

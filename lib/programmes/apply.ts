// What a programme pre-fills on /apply-now: the form's own choices for country, level and field.
import { applyHref, type ApplyPrefill } from '@/lib/apply/prefill'
import type { Programme } from '@/data/open-schema'

const LEVELS: Record<Programme['level'], NonNullable<ApplyPrefill['level']>> = {
  Undergraduate: 'undergraduate',
  'Postgraduate taught': 'postgraduate',
  'Postgraduate research': 'postgraduate',
  Doctorate: 'phd',
  Other: 'diploma',
}

const CATEGORY_FIELDS: Record<string, NonNullable<ApplyPrefill['field']>> = {
  'Engineering & Technology': 'engineering',
  'Business & Management': 'business',
  'Medicine & Health Sciences': 'medicine',
  'Arts & Humanities': 'arts',
  'Natural Sciences': 'sciences',
  'Social Sciences': 'social-sciences',
  Law: 'law',
}

/** Broad fields that are computing: CAH "Computing" (UK) and ASCED "Information Technology" (AU). */
const COMPUTING_FIELDS = new Set(['CAH11', '02'])

export function applyLevel(p: Pick<Programme, 'level' | 'levelLabel'>): ApplyPrefill['level'] {
  if (p.levelLabel?.startsWith('Masters')) return 'masters'
  return LEVELS[p.level]
}

export function applyField(p: Pick<Programme, 'fields' | 'category'>): ApplyPrefill['field'] {
  if (p.fields.some((f) => COMPUTING_FIELDS.has(f.code))) return 'computer-science'
  return p.category ? CATEGORY_FIELDS[p.category] : 'other'
}

/** "Apply through us for this programme": /apply-now with the programme's answers filled in. */
export function programmeApplyHref(p: Programme, providerName: string) {
  return applyHref({
    country: p.country === 'GB' ? 'uk' : p.country === 'US' ? 'us' : 'au',
    level: applyLevel(p),
    field: applyField(p),
    university: providerName.slice(0, 200),
    course: p.title.slice(0, 200),
  })
}

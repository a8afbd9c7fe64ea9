// A grade on the student's own scale, read from the form and turned into a grade point on the
// 4.0 scale with the sentence that says how. Pure; the form gets the scales it offers as props.
import { formatNumber } from '@/lib/format'
import {
  GRADE_SCALES,
  LEGACY_GRADE_SCALES,
  type GradeBand,
  type GradeScale,
  type GradeScaleId,
} from '@/data/grade-scales'
import { GRADE_SCALE_IDS } from '@/data/schema'

export type { GradeScaleId }
export { GRADE_SCALE_IDS }
export const DEFAULT_GRADE_SCALE: GradeScaleId = 'gpa4'

/** A scale id from a URL: the country scales, or an older link's id read as the scale it meant. */
export function gradeScaleParam(raw: unknown): unknown {
  return typeof raw === 'string' ? (LEGACY_GRADE_SCALES[raw] ?? raw) : raw
}

export function gradeScale(id: GradeScaleId): GradeScale {
  return GRADE_SCALES.find((s) => s.id === id) ?? GRADE_SCALES[0]!
}

/** Words a UK class is written with, to the class's rank in the scale's bands (4 = First). */
const UK_CLASSES: Record<string, number> = {
  first: 4,
  '1st': 4,
  'first class': 4,
  '2:1': 3,
  '2.1': 3,
  'upper second': 3,
  '2:2': 2,
  '2.2': 2,
  'lower second': 2,
  third: 1,
  '3rd': 1,
  'third class': 1,
  pass: 0,
}

const decimal = (value: number) => formatNumber(value, 2)

/**
 * The typed grade as a value on its scale, or undefined when it is not one: a number in the
 * scale's range (a comma may stand for the decimal point) or, for UK classes, a class's name.
 */
export function gradeValue(id: GradeScaleId, raw: unknown): number | undefined {
  const text = typeof raw === 'string' ? raw.trim().toLowerCase().replace(/\s+/g, ' ') : ''
  if (!text || text.length > 20) return undefined
  if (id === 'uk') return UK_CLASSES[text.replace(/ (class|honours)$/, '')]
  const value = Number(text.replace(',', '.').replace(/\s*%$/, ''))
  const [min, max] = gradeScale(id).range
  return Number.isFinite(value) && value >= min && value <= max ? value : undefined
}

const UK_SHORT = ['Pass', 'Third', '2:2', '2:1', 'First']

/** The grade as the form shows it back and the URL keeps it: "75", "8.2", "2:1"; '' when none. */
export function gradeText(id: GradeScaleId, raw: unknown): string {
  const value = gradeValue(id, raw)
  if (value === undefined) return ''
  if (id === 'uk') return UK_SHORT[value]!
  return String(Math.round(value * 100) / 100)
}

const bandOf = (scale: GradeScale, value: number): GradeBand | undefined =>
  scale.bands?.find((b) => value >= b.min)

export type GradeConversion = {
  /** On the 4.0 scale, one decimal. */
  gpa: number
  /** "75 % is about 4.0 on a 4.0 scale (First Class ...)". */
  sentence: string
  rule: string
  source?: GradeScale['source']
}

function valueText(scale: GradeScale, value: number) {
  if (scale.id !== 'uk') return `${decimal(value)}${scale.unit === '%' ? ' %' : ` ${scale.unit}`}`
  const label = bandOf(scale, value)!.label
  return `${/^[AEIOU]/.test(label) ? 'An' : 'A'} ${label} degree`
}

/** The grade on the 4.0 scale and how it was found; undefined when the grade is not one. */
export function convertGrade(id: GradeScaleId, raw: unknown): GradeConversion | undefined {
  const scale = gradeScale(id)
  const value = gradeValue(id, raw)
  if (value === undefined) return undefined
  const stated = valueText(scale, value)
  if (!scale.bands && !scale.via) {
    return {
      gpa: round1(value),
      sentence: `${stated} is already on the 4.0 scale.`,
      rule: scale.rule,
      source: scale.source,
    }
  }
  let steps = ''
  let onBands = value
  let bandScale = scale
  if (scale.via) {
    bandScale = gradeScale(scale.via.scale)
    const [low, high] = bandScale.range
    onBands = Math.min(high, Math.max(low, (value - scale.via.minus) * scale.via.times))
    steps = ` is about ${decimal(round1(onBands))} % (${scale.via.rule}), so it`
  }
  const band = bandOf(bandScale, onBands)!
  const gpa = round1(band.gpa)
  return {
    gpa,
    sentence: `${stated}${steps} is about ${gpa.toFixed(1)} on a 4.0 scale${scale.id === 'uk' ? '' : ` (${band.label})`}.`,
    rule: scale.rule,
    source: scale.source,
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10

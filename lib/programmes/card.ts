// What a programme card shows, from the columns a list reads. Pure; plain objects only.
import type { CostInput } from '@/lib/costs'
import { programmeCostInput } from '@/lib/costs/inputs'
import {
  feePerYear,
  isShortCourse,
  type ModeVariant,
  type Money,
  type Salary,
} from '@/lib/programmes/facts'
import type { BudgetFit } from '@/lib/universities/budget'
import type { Programme, UsProgrammeFacts } from '@/data/open-schema'

export type CardColumns = Pick<
  Programme,
  | 'id'
  | 'provider'
  | 'country'
  | 'title'
  | 'level'
  | 'mode'
  | 'duration'
  | 'fees'
  | 'subjects'
  | 'locations'
> & {
  levelLabel: string | null
  ucasCodes: string[]
  providerName: string | null
  salary: Salary | null
  /**
   * Cards of the same provider with this title, its own included (the course in its other mode
   * is on this card, not a look-alike).
   */
  titlePeers: number
  /** Where the cost model places it (programme_search's city and region). */
  city: string | null
  region: string | null
  /** UK: the title is the course's own from KISCOURSE. */
  courseTitle: boolean
  /** US: College Scorecard field-of-study figures. */
  us: Programme['us'] | null
  /** UK: the same course in its other mode, or null. */
  modeVariants: ModeVariant[] | null
}

export type ProgrammeCardData = {
  id: string
  title: string
  provider: { id: string; name: string }
  country: Programme['country']
  /** Level and mode: "BSc · Full-time". */
  kind: string
  /** The same course in its other mode, each its own programme: "also part-time", linked. */
  modeVariants: (ModeVariant & { label: string })[]
  fee: Money | null
  /** The course is shorter than a year: the fee is for its `weeks`, not for a year. */
  courseWeeks: number | null
  salary: Salary | null
  /** The title is the course's own from Discover Uni (UK), not the name of its subjects. */
  courseTitle: boolean
  /** US: median earnings a year after and median debt, each with the graduates it describes. */
  usFigures: (Pick<UsProgrammeFacts, 'debt'> & { earnings: UsProgrammeFacts['debt'] }) | null
  /** What tells this programme apart from the provider's others of the same title, if any share it. */
  tellApart: string | null
  /** What a year's total cost is worked out from, as on the programme's page. */
  cost: CostInput
  /** With a budget: its fit and the year's total (the list names the rates once). */
  budget?: BudgetFit
}

const MODE_LABELS: Record<Programme['mode'], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
}

/**
 * The course in its other mode, as links read: "part-time", numbered when one mode has several
 * ("part-time 1", "part-time 2").
 */
export function modeVariantLinks(variants: readonly ModeVariant[]) {
  return variants.map((v) => {
    const same = variants.filter((o) => o.mode === v.mode)
    const label = MODE_LABELS[v.mode].toLowerCase()
    return { ...v, label: same.length > 1 ? `${label} ${same.indexOf(v) + 1}` : label }
  })
}

const firstOf = (values: string[], max: number) =>
  values.length > max
    ? `${values.slice(0, max).join(', ')} and ${values.length - max} more`
    : values.join(', ')

/**
 * Award (when known), places, UCAS codes and a joint course's subjects: shown when the provider
 * has other programmes with the same title, which otherwise look alike; a course's several UCAS
 * codes are shown in any case.
 */
export function tellApart(p: CardColumns): string | null {
  // One course under several UCAS codes (variants the import merged) lists them on its one card.
  if (p.titlePeers < 2) return p.ucasCodes.length > 1 ? `UCAS ${firstOf(p.ucasCodes, 3)}` : null
  const parts = [
    p.country === 'GB' && p.subjects.length > 1
      ? `Joint course: ${p.subjects.map((s) => s.label).join(' and ')}`
      : null,
    p.locations.length
      ? firstOf(
          p.locations.map((l) => l.name),
          2,
        )
      : null,
    p.ucasCodes.length ? `UCAS ${firstOf(p.ucasCodes, 2)}` : null,
    p.country === 'AU' ? `CRICOS ${p.id.slice(3).toUpperCase()}` : null,
  ].filter((part): part is string => Boolean(part))
  return parts.length ? parts.join(' · ') : null
}

export function programmeCard(p: CardColumns): ProgrammeCardData {
  return {
    id: p.id,
    title: p.title,
    provider: { id: p.provider, name: p.providerName ?? p.provider },
    country: p.country,
    // Scorecard does not split a field by mode of study: a US card names none.
    kind:
      p.country === 'US'
        ? (p.levelLabel ?? p.level)
        : `${p.levelLabel ?? p.level} · ${MODE_LABELS[p.mode]}`,
    modeVariants: modeVariantLinks(p.modeVariants ?? []),
    fee: feePerYear(p),
    courseWeeks: isShortCourse(p) ? p.duration!.weeks : null,
    salary: p.country === 'GB' ? p.salary : null,
    courseTitle: p.country === 'GB' && p.courseTitle,
    usFigures: p.us ? { earnings: p.us.earnings.after1Year, debt: p.us.debt } : null,
    tellApart: tellApart(p),
    cost: programmeCostInput(p, { city: p.city ?? undefined, region: p.region ?? undefined }),
  }
}

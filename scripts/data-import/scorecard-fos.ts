// College Scorecard "Most-Recent-Cohorts-Field-of-Study": one row per institution (UNITID) x
// 4-digit CIP code x credential level, with the median debt of graduates and their median earnings
// one and four years after completing. Column names are the Scorecard data dictionary's. The file
// gives no years: each measure's cohort comes from the dictionary's cohort map for the release and
// is passed in. Tuition is not a programme figure here: it is the institution's, from IPEDS.
import type { MissingReason, Programme, ProgrammeLevel, UsFacts } from '../../data/open-schema'
import type { Release } from './releases'
import { DropCounter, numberOrNull, slugify, type Row } from './shared'

/** The columns this reader takes; the layout check stops the source without them. */
export const SCORECARD_FOS_COLUMNS = [
  'UNITID',
  'INSTNM',
  'CIPCODE',
  'CIPDESC',
  'CREDLEV',
  'CREDDESC',
  'DEBT_ALL_STGP_EVAL_MDN',
  'EARN_MDN_1YR',
  'EARN_MDN_4YR',
] as const

/** Who each measure describes, from the data dictionary's cohort map of the release read. */
export type FosCohorts = { debt: string; earnings1Year: string; earnings4Years: string }

/** CREDLEV codes of the data dictionary: its label and the site's programme level. */
const CREDENTIAL_LEVELS: Record<string, { label: string; level: ProgrammeLevel }> = {
  '1': { label: 'Undergraduate Certificate or Diploma', level: 'Other' },
  '2': { label: "Associate's Degree", level: 'Other' },
  '3': { label: "Bachelor's Degree", level: 'Undergraduate' },
  '4': { label: 'Post-baccalaureate Certificate', level: 'Other' },
  '5': { label: "Master's Degree", level: 'Postgraduate taught' },
  '6': { label: 'Doctoral Degree', level: 'Doctorate' },
  // MD, JD, DDS and the like: professional doctorates.
  '7': { label: 'First Professional Degree', level: 'Doctorate' },
  '8': { label: 'Graduate/Professional Certificate', level: 'Postgraduate taught' },
}

/**
 * The cohorts of the 2025 release as its dictionary's cohort map gives them; check them against
 * the map of each new release before using its file.
 */
export const SCORECARD_FOS_COHORTS: FosCohorts = {
  debt: 'graduates of 2019-20 and 2020-21',
  earnings1Year: 'graduates of 2019-20 and 2020-21',
  earnings4Years: 'graduates of 2016-17 and 2017-18',
}

/**
 * The cohorts a file is labelled with: the 2025 release's for the copy they were checked against;
 * for a release a refresh downloaded, whose cohort map nobody has read, only which release it is.
 */
export function fosCohorts(release: Release | undefined): FosCohorts {
  if (!release) return SCORECARD_FOS_COHORTS
  const cohort = `cohorts of the release of ${release.date}`
  return { debt: cohort, earnings1Year: cohort, earnings4Years: cohort }
}

type Figure = { value: number | null; cohort: string }

export type UsProgramme = {
  unitid: string
  institution: string
  /** CIP 2020 code of the field, "11.07". */
  cipCode: string
  /** CIPDESC without its trailing full stop. */
  cipTitle: string
  credentialLevel: number
  credential: string
  level: ProgrammeLevel
  /** Median federal loan debt of graduates (USD). */
  debt: Figure
  /** Median earnings of graduates working and not enrolled, 1 and 4 years after completing (USD). */
  earnings: { after1Year: Figure; after4Years: Figure }
  /** The institution's published tuition and fees (IPEDS), not the programme's own price. */
  institutionTuition: (NonNullable<UsFacts['cost']> & { basis: 'institution' }) | null
  missing: Partial<
    Record<'debt' | 'earnings.after1Year' | 'earnings.after4Years' | 'tuition', MissingReason>
  >
}

/** A money figure, or why there is none: suppressed and blank cells are never read as 0. */
export function fosFigure(cell: string | undefined): {
  value: number | null
  reason: MissingReason | null
} {
  const text = cell?.trim() ?? ''
  if (text === 'PrivacySuppressed' || text === 'PS')
    return { value: null, reason: 'privacy-suppressed' }
  const value = numberOrNull(text)
  // A median of graduates' pay or debt is never 0 or below: such a cell is a code, not a figure.
  if (value === null || value <= 0) return { value: null, reason: 'not-reported' }
  return { value, reason: null }
}

/** "1107", "101" or "11.07" -> "11.07"; null when it is no 4-digit CIP code. */
export function cipCode(cell: string | undefined): string | null {
  const text = cell?.trim() ?? ''
  const digits = /^\d{1,4}$/.test(text)
    ? text.padStart(4, '0')
    : /^\d{1,2}\.\d{2}$/.test(text)
      ? text.replace('.', '').padStart(4, '0')
      : null
  return digits ? `${digits.slice(0, 2)}.${digits.slice(2)}` : null
}

export function importScorecardFos(
  rows: readonly Row[],
  cohorts: FosCohorts,
  institutionCost: ReadonlyMap<string, UsFacts['cost']>,
): { records: UsProgramme[]; read: number; dropped: Record<string, number> } {
  const drops = new DropCounter()
  const records: UsProgramme[] = []
  const seen = new Set<string>()
  for (const row of rows) {
    const unitid = row.UNITID?.trim() ?? ''
    if (!/^\d{6}$/.test(unitid)) {
      // Rows without a UNITID report a whole OPE ID (several campuses), not one institution.
      drops.drop('no UNITID (reported for a whole OPE ID)')
      continue
    }
    const cip = cipCode(row.CIPCODE)
    const cipTitle = row.CIPDESC?.trim().replace(/\.$/, '') ?? ''
    const credential = CREDENTIAL_LEVELS[row.CREDLEV?.trim() ?? '']
    const institution = row.INSTNM?.trim() ?? ''
    if (!cip || !cipTitle) {
      drops.drop('invalid: CIPCODE or CIPDESC')
      continue
    }
    if (!credential) {
      drops.drop(`credential level ${row.CREDLEV?.trim() || 'blank'} is not in the dictionary`)
      continue
    }
    if (!institution) {
      drops.drop('invalid: INSTNM')
      continue
    }
    const key = `${unitid}|${cip}|${row.CREDLEV!.trim()}`
    if (seen.has(key)) {
      drops.drop('duplicate institution, field and credential')
      continue
    }
    seen.add(key)

    const missing: UsProgramme['missing'] = {}
    const figure = (column: string, cohort: string, name: keyof UsProgramme['missing']) => {
      const read = fosFigure(row[column])
      if (read.reason) missing[name] = read.reason
      return { value: read.value, cohort }
    }
    const cost = institutionCost.get(unitid) ?? null
    if (!cost) missing.tuition = 'no-source-row'
    records.push({
      unitid,
      institution,
      cipCode: cip,
      cipTitle,
      credentialLevel: Number(row.CREDLEV!.trim()),
      credential: row.CREDDESC?.trim() || credential.label,
      level: credential.level,
      debt: figure('DEBT_ALL_STGP_EVAL_MDN', cohorts.debt, 'debt'),
      earnings: {
        after1Year: figure('EARN_MDN_1YR', cohorts.earnings1Year, 'earnings.after1Year'),
        after4Years: figure('EARN_MDN_4YR', cohorts.earnings4Years, 'earnings.after4Years'),
      },
      institutionTuition: cost ? { ...cost, basis: 'institution' } : null,
      missing,
    })
  }
  return { records, read: rows.length, dropped: drops.counts }
}

/** CIP 2020 two-digit series (NCES): the broad field a US programme is filed under. */
const CIP_SERIES: Record<string, string> = {
  '01': 'Agricultural/Animal/Plant/Veterinary Science and Related Fields',
  '03': 'Natural Resources and Conservation',
  '04': 'Architecture and Related Services',
  '05': 'Area, Ethnic, Cultural, Gender, and Group Studies',
  '09': 'Communication, Journalism, and Related Programs',
  '10': 'Communications Technologies/Technicians and Support Services',
  '11': 'Computer and Information Sciences and Support Services',
  '12': 'Culinary, Entertainment, and Personal Services',
  '13': 'Education',
  '14': 'Engineering',
  '15': 'Engineering/Engineering-related Technologies/Technicians',
  '16': 'Foreign Languages, Literatures, and Linguistics',
  '19': 'Family and Consumer Sciences/Human Sciences',
  '22': 'Legal Professions and Studies',
  '23': 'English Language and Literature/Letters',
  '24': 'Liberal Arts and Sciences, General Studies and Humanities',
  '25': 'Library Science',
  '26': 'Biological and Biomedical Sciences',
  '27': 'Mathematics and Statistics',
  '28': 'Military Science, Leadership and Operational Art',
  '29': 'Military Technologies and Applied Sciences',
  '30': 'Multi/Interdisciplinary Studies',
  '31': 'Parks, Recreation, Leisure, Fitness, and Kinesiology',
  '32': 'Basic Skills and Developmental/Remedial Education',
  '33': 'Citizenship Activities',
  '34': 'Health-Related Knowledge and Skills',
  '35': 'Interpersonal and Social Skills',
  '36': 'Leisure and Recreational Activities',
  '37': 'Personal Awareness and Self-Improvement',
  '38': 'Philosophy and Religious Studies',
  '39': 'Theology and Religious Vocations',
  '40': 'Physical Sciences',
  '41': 'Science Technologies/Technicians',
  '42': 'Psychology',
  '43': 'Homeland Security, Law Enforcement, Firefighting and Related Protective Services',
  '44': 'Public Administration and Social Service Professions',
  '45': 'Social Sciences',
  '46': 'Construction Trades',
  '47': 'Mechanic and Repair Technologies/Technicians',
  '48': 'Precision Production',
  '49': 'Transportation and Materials Moving',
  '50': 'Visual and Performing Arts',
  '51': 'Health Professions and Related Programs',
  '52': 'Business, Management, Marketing, and Related Support Services',
  '53': 'High School/Secondary Diplomas and Certificates',
  '54': 'History',
  '60': 'Health Professions Residency/Fellowship Programs',
  '61': 'Medical Residency/Fellowship Programs',
}

/** The release the cohorts above describe: what a US programme's figures are dated by. */
export const SCORECARD_FOS_AS_OF = 'College Scorecard field of study, 2025 release'

/** A field-of-study record as a programme of the finder, at its institution's directory id. */
export function usProgrammeOf(
  record: UsProgramme,
  provider: string,
  asOf: string = SCORECARD_FOS_AS_OF,
): Programme {
  const series = record.cipCode.slice(0, 2)
  return {
    id: slugify(`us-${record.unitid}-${record.cipCode.replace('.', '')}-${record.credentialLevel}`),
    provider,
    country: 'US',
    title: record.cipTitle,
    level: record.level,
    levelLabel: record.credential,
    courseUrl: null,
    subjects: [{ code: `CIP ${record.cipCode}`, label: record.cipTitle }],
    fields: [{ code: `CIP ${series}`, label: CIP_SERIES[series] ?? record.cipTitle }],
    category: null,
    // Scorecard does not split a field by mode of study.
    mode: 'full-time',
    duration: null,
    locations: [],
    ucasCodes: [],
    fees: null,
    outcomes: null,
    source: 'scorecard-fos',
    asOf,
    missing: { ...record.missing, duration: 'not-reported', fees: 'not-reported' },
    us: {
      unitid: record.unitid,
      cipCode: record.cipCode,
      credentialLevel: record.credentialLevel,
      debt: record.debt,
      earnings: record.earnings,
      institutionTuition: record.institutionTuition,
    },
  }
}

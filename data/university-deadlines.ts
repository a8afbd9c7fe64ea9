// Admission deadlines for the shortlist's calendar: UCAS's for UK undergraduate study, and the
// curated universities' own where we know them, keyed by the university's slug. Each date is a
// fixed day with the yearly rule it follows, or the usual timing of past rounds.
import type { AdmissionDeadlines, DataSource, RecordCheck } from './schema'

export const universityDeadlinesSource: DataSource = {
  title: 'Admission deadlines',
  description:
    "Undergraduate application deadlines for 2027 entry: UCAS's for every UK university and course, and the own deadlines of a few universities that publish the same dates every year. Written from the editors' knowledge of the official pages named on each date (no live check was possible): a day is given only where the rule is fixed every year; otherwise the usual timing, which the calendar marks as expected. Postgraduate deadlines are mostly set course by course: listed only for the universities that set one for most master's programmes; elsewhere the site says they vary by programme.",
  asOf: '2026-11-28',
}

const KNOWN: RecordCheck = {
  carriedFrom: '2025-26',
  note: "Written on 28 November 2026 from the editors' knowledge of the official page as it stood in 2024-25; confirm the date there.",
}

const UCAS = { title: 'UCAS: undergraduate key dates and deadlines', url: 'https://www.ucas.com/' }

/** UCAS for 2027 entry: every UK university's undergraduate courses. */
export const ucasDeadlines: AdmissionDeadlines = {
  entryYear: 2027,
  deadlines: [
    {
      label: 'UCAS deadline for Oxford, Cambridge, medicine, dentistry and veterinary courses',
      level: 'undergraduate',
      date: { date: '2026-10-15', rule: '15 October every year, 18:00 UK time' },
      source: UCAS,
    },
    {
      label: 'UCAS equal-consideration deadline for most courses',
      level: 'undergraduate',
      // UCAS sets the day for each cycle (the second Wednesday of January since 2026 entry).
      date: {
        date: '2027-01-13',
        rule: 'set by UCAS for 2027 entry: 13 January 2027, 18:00 UK time (14 January 2026 for 2026 entry)',
      },
      source: UCAS,
    },
    {
      label: 'UCAS last date to apply before Clearing',
      level: 'undergraduate',
      date: { date: '2027-06-30', rule: '30 June every year' },
      source: UCAS,
    },
  ],
  asOf: '2026-11-28',
  checked: KNOWN,
}

const commonAppUs = (
  early: string,
  regular:
    { date: string; rule: string } | { usual: true; month: number; part: 'early'; year: number },
  source: { title: string; url: string },
): AdmissionDeadlines => ({
  entryYear: 2027,
  deadlines: [
    {
      label: `${early} deadline`,
      level: 'undergraduate',
      date: { date: '2026-11-01', rule: '1 November every year' },
      source,
    },
    { label: 'Regular Decision deadline', level: 'undergraduate', date: regular, source },
  ],
  asOf: '2026-11-28',
  checked: KNOWN,
})

/** The curated universities' own undergraduate deadlines, by slug. */
export const universityDeadlines: Record<string, AdmissionDeadlines> = {
  'harvard-university': commonAppUs(
    'Restrictive Early Action',
    { date: '2027-01-01', rule: '1 January every year' },
    { title: 'Harvard College: apply', url: 'https://college.harvard.edu/admissions/apply' },
  ),
  'yale-university': commonAppUs(
    'Single-Choice Early Action',
    { date: '2027-01-02', rule: '2 January every year' },
    { title: 'Yale College: dates and deadlines', url: 'https://admissions.yale.edu/' },
  ),
  'princeton-university': commonAppUs(
    'Single-Choice Early Action',
    { date: '2027-01-01', rule: '1 January every year' },
    { title: 'Princeton University: apply', url: 'https://admission.princeton.edu/' },
  ),
  'stanford-university': commonAppUs(
    'Restrictive Early Action',
    { usual: true, month: 1, part: 'early', year: 2027 },
    { title: 'Stanford Undergraduate Admission', url: 'https://admission.stanford.edu/' },
  ),
  'massachusetts-institute-of-technology': commonAppUs(
    'Early Action',
    { usual: true, month: 1, part: 'early', year: 2027 },
    { title: 'MIT Admissions: deadlines', url: 'https://mitadmissions.org/' },
  ),
}

const masters = (
  label: string,
  date: { date: string; rule: string } | { usual: true; month: number; day?: number; year: number },
  source: { title: string; url: string },
): AdmissionDeadlines => ({
  entryYear: 2027,
  deadlines: [{ label, level: 'postgraduate', date, source }],
  asOf: '2026-11-28',
  checked: KNOWN,
})

/**
 * Postgraduate deadlines of the universities that set one for most master's programmes, by slug.
 * Everywhere else (every UK university among them) each programme sets its own: see
 * POSTGRADUATE_VARIES.
 */
export const postgraduateDeadlines: Record<string, AdmissionDeadlines> = {
  'eth-zurich': masters(
    "Master's application deadline (most programmes, autumn start)",
    { usual: true, month: 12, day: 15, year: 2026 },
    { title: "ETH Zurich: master's application", url: 'https://ethz.ch/en.html' },
  ),
  'ecole-polytechnique-federale-de-lausanne': masters(
    "Master's application deadline (first round)",
    { usual: true, month: 12, day: 15, year: 2026 },
    { title: "EPFL: master's admission", url: 'https://www.epfl.ch/en/' },
  ),
  'delft-university-of-technology': masters(
    "Master's application deadline for non-EU applicants",
    { usual: true, month: 1, day: 15, year: 2027 },
    { title: "TU Delft: master's application deadlines", url: 'https://www.tudelft.nl/en/' },
  ),
  'university-of-copenhagen': masters(
    "Master's application deadline for non-EU applicants",
    { usual: true, month: 1, day: 15, year: 2027 },
    { title: "University of Copenhagen: master's admission", url: 'https://www.ku.dk/english/' },
  ),
  'kth-royal-institute-of-technology': masters(
    "Master's application deadline (autumn intake, University Admissions in Sweden)",
    { usual: true, month: 1, day: 15, year: 2027 },
    { title: "KTH: master's application", url: 'https://www.kth.se/en' },
  ),
}

/** What a postgraduate applicant reads where a university has no one postgraduate deadline. */
export const POSTGRADUATE_VARIES = 'Varies by programme: check the course page'

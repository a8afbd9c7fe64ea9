// Admission deadlines for the shortlist's calendar: UCAS's for UK undergraduate study, and the
// curated universities' own where we know them, keyed by the university's slug. The dates live in
// data/university-deadlines.json, checked against their schema once when first read.
import { universityDeadlinesSeedSchema, type AdmissionDeadlines, type DataSource } from './schema'
import { parseSeed } from './seed'
import seed from './university-deadlines.json'

const parsed = parseSeed(universityDeadlinesSeedSchema, seed, 'data/university-deadlines.json', [
  'undergraduate',
  'postgraduate',
])

export const universityDeadlinesSource: DataSource = parsed.source

/** UCAS for the coming entry: every UK university's undergraduate courses. */
export const ucasDeadlines: AdmissionDeadlines = parsed.ucas

/** The curated universities' own undergraduate deadlines, by slug. */
export const universityDeadlines: Record<string, AdmissionDeadlines> = parsed.undergraduate

/**
 * Postgraduate deadlines of the universities that set one for most master's programmes, by slug.
 * Everywhere else (every UK university among them) each programme sets its own.
 */
export const postgraduateDeadlines: Record<string, AdmissionDeadlines> = parsed.postgraduate

// The documents checklist of the tracking page: what an application needs at each level of study,
// and what each study country's student visa asks for once an offer is accepted. Written by us from
// the official pages named on each country; no fees or amounts, which change too often to repeat.
// The lists live in data/application-documents.json (reviewed data, not code), checked against
// their schema once when first read.
import type { StudyCountry, StudyLevel } from '@/lib/apply/options'

import seed from './application-documents.json'
import { applicationDocumentsSeedSchema, type DataSource, type VisaDocuments } from './schema'
import { parseSeed } from './seed'

export type { VisaDocuments } from './schema'

const parsed = parseSeed(applicationDocumentsSeedSchema, seed, 'data/application-documents.json', [
  'levels',
  'visas',
])

export const applicationDocumentsSource: DataSource = parsed.source

/** Documents for the applications themselves, by level of study. */
export const LEVEL_DOCUMENTS: Record<StudyLevel, string[]> = parsed.levels

/** What each study country's student visa asks for, after an offer is accepted. */
export const VISA_DOCUMENTS: Record<StudyCountry, VisaDocuments> = parsed.visas

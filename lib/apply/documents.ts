import {
  STUDY_COUNTRY_OPTIONS,
  STUDY_LEVEL_OPTIONS,
  type StudyCountry,
  type StudyLevel,
} from '@/lib/apply/options'
import {
  applicationDocumentsSource,
  LEVEL_DOCUMENTS,
  VISA_DOCUMENTS,
  type VisaDocuments,
} from '@/data/application-documents'

export type DocumentsChecklist = {
  levelLabel: string
  countryLabel: string
  /** For the university applications, at the chosen level. */
  application: string[]
  /** For the chosen country's student visa, once an offer is accepted. */
  visa: VisaDocuments
  asOf: string
}

/** The documents checklist for an application's level of study and first-choice country. */
export function documentsChecklist(level: StudyLevel, country: StudyCountry): DocumentsChecklist {
  return {
    levelLabel: STUDY_LEVEL_OPTIONS.labels[level],
    countryLabel: STUDY_COUNTRY_OPTIONS.labels[country],
    application: LEVEL_DOCUMENTS[level],
    visa: VISA_DOCUMENTS[country],
    asOf: applicationDocumentsSource.asOf,
  }
}

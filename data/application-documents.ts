// The documents checklist of the tracking page: what an application needs at each level of study,
// and what each study country's student visa asks for once an offer is accepted. Written by us from
// the official pages named on each country; no fees or amounts, which change too often to repeat.
import type { StudyCountry, StudyLevel } from '@/lib/apply/options'

import type { DataSource, SourceLink } from './schema'

export const applicationDocumentsSource: DataSource = {
  title: 'Application documents checklist',
  description:
    "The documents a university application usually needs at each level of study, and what each country's student visa asks for once an offer is accepted, written by our team from the official visa pages named for each country. Each university and visa office has the final word, and may ask for more.",
  asOf: '2026-11-28',
  licence: 'Our own content.',
}

/** Documents for the applications themselves, by level of study. */
export const LEVEL_DOCUMENTS: Record<StudyLevel, string[]> = {
  diploma: [
    'Passport',
    'School transcripts and certificates, with certified translations if they are not in English',
    'Proof of English (a test report), unless your school studies count',
    'Personal statement',
  ],
  undergraduate: [
    'Passport',
    'School transcripts and certificates, or predicted grades, with certified translations if they are not in English',
    'Proof of English (a test report), unless your school studies count',
    'Personal statement',
    'One to three references from teachers',
    'SAT or ACT scores, only if a US college asks for them',
  ],
  postgraduate: [
    'Passport',
    "Bachelor's degree certificate and transcripts, with certified translations if they are not in English",
    'Proof of English (a test report), unless your degree was taught in English and the university accepts that',
    'Statement of purpose',
    'Two references, usually academic',
    'CV',
  ],
  masters: [
    'Passport',
    "Bachelor's degree certificate and transcripts, with certified translations if they are not in English",
    'Proof of English (a test report), unless your degree was taught in English and the university accepts that',
    'Statement of purpose',
    'Two references, usually academic',
    'CV',
    'GRE or GMAT scores, only if the programme asks for them',
  ],
  phd: [
    'Passport',
    "Master's and bachelor's degree certificates and transcripts, with certified translations if they are not in English",
    'Research proposal, written after contacting possible supervisors',
    'CV, with any publications',
    'Two or three academic references',
    'Proof of English (a test report), unless your degree was taught in English and the university accepts that',
    'A writing sample, only if the programme asks for one',
  ],
}

export type VisaDocuments = { visa: string; documents: string[]; source: SourceLink }

/** What each study country's student visa asks for, after an offer is accepted. */
export const VISA_DOCUMENTS: Record<StudyCountry, VisaDocuments> = {
  us: {
    visa: 'F-1 student visa',
    documents: [
      'Form I-20 from your SEVP-certified school',
      'Receipt for the SEVIS I-901 fee',
      'DS-160 confirmation page and visa fee receipt',
      'Proof of funds matching the costs on your I-20',
      'An interview at a US embassy or consulate',
    ],
    source: {
      title: 'Student visa (US Department of State)',
      url: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
    },
  },
  uk: {
    visa: 'Student visa',
    documents: [
      'CAS (Confirmation of Acceptance for Studies) from your university',
      'Proof of money for unpaid tuition and living costs, held for 28 days in a row',
      'ATAS certificate, for some science and engineering subjects',
      'Tuberculosis test certificate, if you live in a country where one is required',
      'Immigration Health Surcharge, paid with the application',
    ],
    source: { title: 'Student visa (GOV.UK)', url: 'https://www.gov.uk/student-visa' },
  },
  ca: {
    visa: 'Study permit',
    documents: [
      'Letter of acceptance from a designated learning institution',
      'Provincial or territorial attestation letter, unless you are exempt',
      'Proof of funds for tuition, living costs and travel',
      'Quebec acceptance certificate (CAQ), to study in Quebec',
      'Biometrics (fingerprints and photo)',
    ],
    source: {
      title: 'Study permit (Government of Canada)',
      url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html',
    },
  },
  au: {
    visa: 'Student visa (subclass 500)',
    documents: [
      'Confirmation of Enrolment (CoE) from a CRICOS-registered provider',
      'Answers for the Genuine Student requirement',
      'Overseas Student Health Cover (OSHC) for your whole stay',
      'Evidence that you can pay for tuition, living costs and travel',
      'English test results, unless you are exempt',
    ],
    source: {
      title: 'Student visa subclass 500 (Department of Home Affairs)',
      url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
    },
  },
  de: {
    visa: 'National visa for study',
    documents: [
      'Admission letter from a German university',
      'Proof of funds, usually a blocked account (Sperrkonto)',
      'Health insurance',
      'APS certificate, if you are from China, India or Vietnam',
      'Your certificates and proof of language skills',
    ],
    source: {
      title: 'Visa service (German Federal Foreign Office)',
      url: 'https://www.auswaertiges-amt.de/en/visa-service',
    },
  },
  fr: {
    visa: 'Long-stay student visa',
    documents: [
      'Application through Campus France (Études en France), if your country uses this procedure',
      'Admission letter from your French institution',
      'Proof of funds for your stay',
      'Proof of accommodation for your first months',
      'After you arrive, the visa validated online',
    ],
    source: { title: 'France-Visas (French government)', url: 'https://france-visas.gouv.fr/en/' },
  },
  nl: {
    visa: 'Residence permit for study (and an MVV entry visa for many nationalities)',
    documents: [
      'Admission to your programme: the university applies to the IND for you',
      'Proof of funds, at the monthly amount the IND sets each year',
      'The application fee, usually paid to your university',
      'Tuberculosis test, for some nationalities',
    ],
    source: {
      title: 'Residence permit for study (IND)',
      url: 'https://ind.nl/en/residence-permits/study',
    },
  },
  sg: {
    visa: "Student's Pass",
    documents: [
      'Registration by your institution in ICA’s Student’s Pass system (SOLAR)',
      'Your online Student’s Pass application, then the in-principle approval letter',
      'A medical examination report, if ICA asks for one',
      'Passport photo and passport valid for your studies',
    ],
    source: {
      title: "Student's Pass (Immigration & Checkpoints Authority)",
      url: 'https://www.ica.gov.sg/reside/STP',
    },
  },
}

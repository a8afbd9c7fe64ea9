// Small hand-made rows in each source's own layout, good and bad, for the importer tests and the
// end-to-end build test. Names and figures are invented; codes follow the real formats.
import type { RawInputs } from './build'
import type { Workbook } from './cricos'
import type { Row } from './shared'

export const hipoRows = [
  { name: 'Universidad Alfa', alpha_two_code: 'MX', 'state-province': 'Jalisco', domains: ['ualfa.mx'], web_pages: ['http://www.ualfa.mx/'] },
  // The same university listed twice (Hipo repeats 20 such pairs): folded into one.
  { name: 'Universidad  Alfa', alpha_two_code: 'MX', 'state-province': null, domains: ['alfa.edu.mx'], web_pages: ['https://alfa.edu.mx'] },
  { name: 'Example State University', alpha_two_code: 'US', 'state-province': null, domains: ['esu.edu'], web_pages: ['http://www.esu.edu/'] },
  { name: 'Old Closed College', alpha_two_code: 'US', 'state-province': null, domains: ['occ.edu'], web_pages: ['http://occ.edu'] },
  { name: 'University of Testford', alpha_two_code: 'GB', 'state-province': null, domains: ['testford.ac.uk'], web_pages: ['http://www.testford.ac.uk/'] },
  { name: 'Testford Polytechnic', alpha_two_code: 'GB', 'state-province': null, domains: ['tpoly.ac.uk'], web_pages: ['http://tpoly.ac.uk'] },
  { name: 'Kangaroo University', alpha_two_code: 'AU', 'state-province': null, domains: ['kangaroo.edu.au'], web_pages: ['http://www.kangaroo.edu.au/'] },
  // Bad rows: no domain; a country that is not an ISO code.
  { name: 'No Domain Institute', alpha_two_code: 'FR', 'state-province': null, domains: [], web_pages: ['http://nodomain.fr'] },
  { name: 'Bad Country College', alpha_two_code: 'France', 'state-province': null, domains: ['bcc.fr'], web_pages: [] },
]

export const dfeRows = [
  { id: 'a', name: 'University of Testford', ukprn: '10000001', suggestion_synonyms: ['UoT'], match_synonyms: ['Testford University'], institution_groups: ['russell_group'] },
  { id: 'b', name: 'Testford Institute of Research', ukprn: '10000009', suggestion_synonyms: [], match_synonyms: [], institution_groups: [] },
  { id: 'c', name: 'Testford Polytechnic', ukprn: '10000005', suggestion_synonyms: [], match_synonyms: [], institution_groups: [], closed: '1992' },
  { id: 'd', name: 'Never Awarded College', ukprn: '10000006', suggestion_synonyms: [], match_synonyms: [], institution_groups: [], has_never_awarded_degrees: true },
  { id: 'e', name: 'Overseas Body', suggestion_synonyms: [], match_synonyms: [], institution_groups: [] },
  // Bad row: a UKPRN that is not eight digits.
  { id: 'f', name: 'Typo Body', ukprn: '123', suggestion_synonyms: [], match_synonyms: [], institution_groups: [] },
]

const duInstitution = (fields: Partial<Row>): Row => ({
  LEGAL_NAME: '',
  FIRST_TRADING_NAME: '',
  OTHER_NAMES: '',
  PROVADDRESS: '',
  PROVTEL: '',
  PROVURL: '',
  PUBUKPRN: '',
  UKPRN: '',
  COUNTRY: 'XF',
  PUBUKPRNCOUNTRY: 'XF',
  ...fields,
})
export const discoverUniInstitutionRows: Row[] = [
  duInstitution({ LEGAL_NAME: 'The University of Testford', OTHER_NAMES: 'Testford Uni###UoT Old', PROVADDRESS: 'High Street, Testford, Oxfordshire, OX1 2AB', PROVURL: 'www.testford.ac.uk', PUBUKPRN: '10000001', UKPRN: '10000001' }),
  // Same teaching provider under a second registering provider: one record.
  duInstitution({ LEGAL_NAME: 'The University of Testford', PUBUKPRN: '10000001', UKPRN: '10000002' }),
  duInstitution({ LEGAL_NAME: 'Riverside College Ltd', FIRST_TRADING_NAME: 'Riverside College', PROVADDRESS: '1 Quay Road, Riverside, RV1 1AA', PUBUKPRN: '10000003', UKPRN: '10000003', PUBUKPRNCOUNTRY: 'XI' }),
  // Bad rows: a PUBUKPRN that is not eight digits; an unknown nation code.
  duInstitution({ LEGAL_NAME: 'Broken Row', PUBUKPRN: 'ABC', UKPRN: '10000004' }),
  duInstitution({ LEGAL_NAME: 'Nowhere College', PUBUKPRN: '10000008', UKPRN: '10000008', PUBUKPRNCOUNTRY: 'ZZ' }),
]

export const scorecardRows: Row[] = [
  { UNITID: '100001', INSTURL: 'www.esu.edu/', LATITUDE: '40.1', LONGITUDE: '-75.2' },
  { UNITID: '100002', INSTURL: 'beauty.example.com', LATITUDE: 'NULL', LONGITUDE: 'NULL' },
  { UNITID: '10000101', INSTURL: 'branch.esu.edu', LATITUDE: '40.5', LONGITUDE: '-75.0' },
  { UNITID: 'x', INSTURL: '', LATITUDE: '', LONGITUDE: '' },
]

const institution = (id: string, name: string, category: string, control = '1'): Row => ({
  UnitID: id,
  INSTITUTION: name,
  CITY: 'Springfield',
  STATE: 'PA',
  ZIP: '19000',
  OPEID: '',
  FIPS: '',
  HISTORICALLY_BLACK: '2',
  TRIBAL: '2',
  SECTOR: '1',
  LEVEL: '1',
  CONTROL: control,
  CATEGORY: category,
})
export const ipedsTables = {
  institutions: [
    institution('100001', 'Example State University', '2'),
    institution('100002', 'Beauty Academy', '6', '3'),
    institution('100003', 'Example System Office', '-2'),
    institution('100004', 'Graduate Seminary', '1', '2'),
    // Bad row: UnitID with letters.
    institution('10A005', 'Broken', '2'),
  ],
  cost: [
    { UnitID: '100001', 'Institution Name': 'Example State University', TUITION_FEES_2023_OUTSTATE: '30000', TUITION_FEES_INSTATE2023: '12000' },
    { UnitID: '100004', 'Institution Name': 'Graduate Seminary', TUITION_FEES_2023_OUTSTATE: '', TUITION_FEES_INSTATE2023: '' },
  ],
  enrollment: [
    { UnitID: '100001', 'Institution Name': 'Example State University', ENR_TOTAL: '20000', ENR_UG: '15000', ENR_UGD: '15000', ENR_CERT: '', ENR_GRAD: '5000' },
    { UnitID: '100004', 'Institution Name': 'Graduate Seminary', ENR_TOTAL: '300', ENR_UG: '', ENR_UGD: '', ENR_CERT: '', ENR_GRAD: '300' },
  ],
  gradrates: [{ UnitID: '100001', 'Institution Name': 'Example State University', TOTAL_COHORT_2015: '3000', PCT_AWARD_6YRS: '71', PCT_AWARD_4YEARS: '50' }],
  admissions: [
    {
      UNITID: '100001',
      XAPPLCN: 'R', APPLCN: '20000', XADMSSN: 'R', ADMSSN: '13000',
      XSATVR25: 'R', SATVR25: '520', XSATVR75: 'R', SATVR75: '630', XSATMT25: 'R', SATMT25: '510', XSATMT75: 'P', SATMT75: '640',
      XACTCM25: 'A', ACTCM25: '', XACTCM75: 'A', ACTCM75: '',
    },
  ],
  earnings: [
    { UNITID: '100001', INSTNM: 'Example State University', STABBR: 'PA', MD_EARN_WNE_P10: '55000.0', MD_EARN_WNE_P6: 'PrivacySuppressed' },
  ],
}

const key = { PUBUKPRN: '10000001', UKPRN: '10000001' }
const course = (id: string, mode = '01') => ({ ...key, KISCOURSEID: id, KISMODE: mode })
export const discoverUniTables = {
  sbj: [
    { ...course('CS-1'), SBJ: 'CAH11-01-01' },
    { ...course('JH-2'), SBJ: 'CAH16-01-01' },
    { ...course('JH-2'), SBJ: 'CAH17-01-08' },
    { ...course('ART-3', '02'), SBJ: 'CAH25-01-02' },
    // Bad rows: mode 03; a provider missing from the directory (kept here, dropped by the build).
    { ...course('BOTH-4', '03'), SBJ: 'CAH11-01-01' },
    { PUBUKPRN: '10009999', UKPRN: '10009999', KISCOURSEID: 'ORPHAN', KISMODE: '01', SBJ: 'CAH11-01-01' },
  ],
  subjectBuilder: [
    { code: 'CAH11', english_label: 'Computing', level: '1' },
    { code: 'CAH11-01-01', english_label: 'Computer science', level: '3' },
    { code: 'CAH16', english_label: 'Law', level: '1' },
    { code: 'CAH16-01-01', english_label: 'Law', level: '3' },
    { code: 'CAH17', english_label: 'Business and management', level: '1' },
    { code: 'CAH17-01-08', english_label: 'Accounting', level: '3' },
  ],
  courseLocation: [
    { ...course('CS-1'), LOCID: 'MAIN' },
    { ...course('JH-2'), LOCID: 'MAIN' },
    { ...course('JH-2'), LOCID: '' },
  ],
  location: [{ UKPRN: '10000001', LOCID: 'MAIN', LOCNAME: 'Main Campus', LATITUDE: '51.75', LONGITUDE: '-1.25' }],
  ucas: [
    { ...course('CS-1'), LOCID: 'MAIN', UCASCOURSEID: 'G400' },
    { ...course('CS-1'), LOCID: 'MAIN', UCASCOURSEID: 'G400' },
  ],
  salary: [
    // This course's own figures.
    { ...course('CS-1'), GOSALUNAVAILREASON: '0', GOSALPOP: '40', GOSALAGG: '14', GOSALAGGYEAR: '2022-23', GOSALSBJ: '', GOINSTLQ: '26000', GOINSTMED: '30000', GOINSTUQ: '36000' },
    // A joint course shown at subject level: one row per subject.
    { ...course('JH-2'), GOSALUNAVAILREASON: '0', GOSALPOP: '25', GOSALAGG: '23', GOSALAGGYEAR: '2021-23', GOSALSBJ: 'CAH16-01-01', GOINSTLQ: '24000', GOINSTMED: '27000', GOINSTUQ: '31000' },
    { ...course('JH-2'), GOSALUNAVAILREASON: '0', GOSALPOP: '30', GOSALAGG: '13', GOSALAGGYEAR: '2022-23', GOSALSBJ: 'CAH17-01-08', GOINSTLQ: '25000', GOINSTMED: '', GOINSTUQ: '33000' },
    // No data: the course is new.
    { ...course('ART-3', '02'), GOSALUNAVAILREASON: '1', GOSALPOP: '', GOSALAGG: '', GOSALAGGYEAR: '', GOSALSBJ: '', GOINSTLQ: '', GOINSTMED: '', GOINSTUQ: '' },
  ],
  employment: [
    { ...course('CS-1'), EMPUNAVAILREASON: '0', EMPPOP: '50', EMPAGG: '14', EMPAGGYEAR: '2022-23', EMPSBJ: '', WORKSTUDY: '90', WORK: '70', STUDY: '10', BOTH: '10', UNEMP: '5', PREVWORKSTUD: '0', NOAVAIL: '5' },
    // Malformed: a percentage over 100 (dropped and counted).
    { ...course('JH-2'), EMPUNAVAILREASON: '0', EMPPOP: '50', EMPAGG: '14', EMPAGGYEAR: '2022-23', EMPSBJ: '', WORKSTUDY: '190', WORK: '70', STUDY: '10', BOTH: '10', UNEMP: '5', PREVWORKSTUD: '0', NOAVAIL: '5' },
  ],
  continuation: [
    { ...course('CS-1'), CONTUNAVAILREASON: '0', CONTPOP: '60', CONTAGG: '24', CONTAGGYEAR: '2021-23', CONTSBJ: '', UCONT: '88', UDORMANT: '2', UGAINED: '0', ULEFT: '8', ULOWER: '2' },
    { ...course('ART-3', '02'), CONTUNAVAILREASON: '0', CONTPOP: '', CONTAGG: '', CONTAGGYEAR: '', CONTSBJ: '', UCONT: '', UDORMANT: '', UGAINED: '', ULEFT: '', ULOWER: '' },
  ],
  tariff: [
    { ...course('CS-1'), TARUNAVAILREASON: '0', TARPOP: '35', TARAGG: '14', TARAGGYEAR: '2023-24', TARSBJ: '', T001: '0', T048: '0', T064: '0', T080: '5', T096: '10', T112: '15', T128: '20', T144: '20', T160: '15', T176: '10', T192: '5', T208: '0', T224: '0', T240: '0' },
  ],
  entry: [
    { ...course('CS-1'), ENTUNAVAILREASON: '0', ENTPOP: '35', ENTAGG: '14', ENTAGGYEAR: '2023-24', ENTSBJ: '', ACCESS: '5', ALEVEL: '80', BACC: '0', DEGREE: '5', FOUNDTN: '0', NOQUALS: '0', OTHER: '5', OTHERHE: '5' },
  ],
}

export const tefRows: Row[] = [
  { PUBUKPRN: '10000001', UKPRN: '10000002', REPORT_UKPRN: '10000001', OVERALL_RATING: 'Silver', STUDENT_EXPERIENCE_RATING: 'Silver', STUDENT_OUTCOMES_RATING: 'Silver', OUTCOME_URL: 'https://tef.example/2' },
  { PUBUKPRN: '10000001', UKPRN: '10000001', REPORT_UKPRN: '10000001', OVERALL_RATING: 'Gold', STUDENT_EXPERIENCE_RATING: 'Gold', STUDENT_OUTCOMES_RATING: 'Silver', OUTCOME_URL: 'https://tef.example/1' },
  { PUBUKPRN: '10000003', UKPRN: '10000003', REPORT_UKPRN: '10000003', OVERALL_RATING: 'Platinum', STUDENT_EXPERIENCE_RATING: 'Gold', STUDENT_OUTCOMES_RATING: 'Gold', OUTCOME_URL: 'https://tef.example/3' },
]

const courseHeader = [
  'CRICOS Provider Code', 'Institution Name', 'CRICOS Course Code', 'Course Name', 'VET National Code', 'Dual Qualification',
  'Field of Education 1 Broad Field', 'Field of Education 1 Narrow Field', 'Field of Education 1 Detailed Field',
  'Field of Education 2 Broad Field', 'Field of Education 2 Narrow Field', 'Field of Education 2 Detailed Field',
  'Course Level', 'Foundation Studies', 'Work Component', 'Work Component Hours/Week', 'Work Component Weeks',
  'Work Component Total Hours', 'Course Language', 'Duration (Weeks)', 'Tuition Fee', 'Non Tuition Fee',
  'Estimated Total Course Cost', 'Expired',
]
const cricosCourse = (
  provider: string, code: string, name: string, level: string, field: [string, string, string], weeks: number | string,
  tuition: number | string, nonTuition: number | string, total: number | string, expired = 'No',
) => [provider, 'x', code, name, '', 'No', ...field, '', '', '', level, 'No', 'No', null, null, null, 'English', weeks, tuition, nonTuition, total, expired]
const engineering: [string, string, string] = ['03 - Engineering and Related Technologies', '0309 - Civil Engineering', '030901 - Construction Engineering']
export const cricosWorkbook: Workbook = {
  Institutions: [
    ['Institutions'],
    ['Report generated Tuesday, 3 January 2023'],
    ['CRICOS Provider Code', 'Trading Name', 'Institution Name', 'Institution Type', 'Institution Capacity', 'Website', 'Postal Address Line 1', 'Postal Address Line 2', 'Postal Address Line 3', 'Postal Address Line 4', 'Postal Address City', 'Postal Address State', 'Postal Address Postcode'],
    ['00001A', 'Kangaroo University', 'Kangaroo University Ltd', 'Government', 20000, 'www.kangaroo.edu.au', 'PO Box 1', '', '', '', 'CANBERRA', 'ACT', '2600'],
    ['00002B', '', 'Koala English College', 'Private', '', '', '', '', '', '', 'SYDNEY', 'NSW', '2000'],
    ['00003C', '', 'Wombat Grammar School', 'Private', 300, '', '', '', '', '', 'PERTH', 'WA', '6000'],
    // Bad row: provider code in the wrong format.
    ['1234', '', 'Bad Provider', 'Private', 1, '', '', '', '', '', '', '', ''],
  ],
  Courses: [
    ['Courses'],
    ['Report generated Tuesday, 3 January 2023'],
    courseHeader,
    cricosCourse('00001A', '012345A', 'Bachelor of Engineering', 'Bachelor Degree', engineering, 208, 160000, 1000, 161000),
    cricosCourse('00001A', '012346B', 'Master of Laws', 'Masters Degree (Coursework)', ['09 - Society and Culture', '0909 - Law', '090999 - Law, n.e.c.'], 104, 0, 0, 0),
    cricosCourse('00001A', '012347C', 'Old Diploma', 'Diploma', engineering, 52, 10000, 0, 10000, 'Yes'),
    cricosCourse('00002B', '012348D', 'General English', 'Non AQF Award', ['09 - Society and Culture', '0915 - Language and Literature', '091501 - ELICOS'], 12, '', '', ''),
    cricosCourse('00003C', '012349E', 'Year 11 and 12', 'Senior Secondary Certificate of Education', ['12 - Mixed Field Programmes', '1201 - General Education Programmes', '120101 - General Primary and Secondary Education Programmes'], 88, 30000, 500, 30500),
    // Bad row: duration is not a number.
    cricosCourse('00001A', '012350F', 'Broken Course', 'Bachelor Degree', engineering, 'three years', 1, 1, 1),
  ],
  Locations: [],
  'Course Locations': [
    ['Course Locations'],
    ['Report generated Tuesday, 3 January 2023'],
    ['CRICOS Provider Code', 'Institution Name', 'CRICOS Course Code', 'Location Name', 'Location City', 'Location State'],
    ['00001A', 'x', '012345A', 'Kangaroo University - Bruce Campus', 'BRUCE', 'ACT'],
    ['00001A', 'x', '012346B', 'Kangaroo University - Bruce Campus', 'BRUCE', 'ACT'],
    ['00001A', 'x', '012345A', 'Kangaroo University - Sydney', 'SYDNEY', 'NSW'],
    ['00002B', 'x', '012348D', 'Koala English College', 'SYDNEY', 'NSW'],
  ],
}

export const ecbCsv = [
  'Date,USD,JPY,CYP,GBP,AUD,',
  '2026-04-10,1.1711,186.43,N/A,0.87105,1.6561,',
  '2026-04-13,1.1684,186.75,N/A,0.87058,1.661,',
  'not-a-date,1,1,1,1,1,',
].join('\n')

/** Every source at once, for the end-to-end build test. */
export function rawInputs(): RawInputs {
  const hashes: Record<string, string> = {}
  return {
    hipo: hipoRows,
    dfe: dfeRows,
    discoverUniInstitutions: discoverUniInstitutionRows,
    scorecard: scorecardRows,
    ipeds: ipedsTables,
    discoverUni: { ...discoverUniTables, tef: tefRows },
    cricos: cricosWorkbook,
    ecbCsv,
    curated: [
      { slug: 'university-of-testford', name: 'University of Testford', website: 'https://www.testford.ac.uk/', countryCode: 'GB' },
      { slug: 'universidad-alfa', name: 'Universidad Alfa', website: 'https://alfa.edu.mx/', countryCode: 'MX' },
    ],
    hashes: new Proxy(hashes, { get: () => '0'.repeat(64) }),
  }
}

// How a grade on a student's own scale becomes a grade point on the 4.0 scale the matcher uses.
// A scale belongs to the country that awarded the grade, because the same 82 % or 3.6 means
// different things in different countries: each names its rule and the published table it comes
// from. Kept free of zod so that the matcher form can import it.

export type GradeBand = {
  /** Lowest value of the band on the student's scale (inclusive). */
  min: number
  /** What the band is called where the scale names it ("First Class"). */
  label: string
  /** The 4.0-scale grade point the band counts as. */
  gpa: number
}

export type GradeScaleId =
  | 'gpa4'
  | 'in-percent'
  | 'in-cgpa10'
  | 'pk-percent'
  | 'pk-cgpa4'
  | 'bd-percent'
  | 'bd-cgpa4'
  | 'ng-cgpa5'
  | 'gh-cgpa4'
  | 'ke-percent'
  | 'vn-10'
  | 'cn-percent'
  | 'uk'

export type GradeScale = {
  id: GradeScaleId
  /** The country whose grading the scale is ("India"), the form's group of choices. */
  country: string
  /** The choice in the form. */
  label: string
  /** The unit after a value in a sentence ("75 %", "8.2 CGPA"). */
  unit: string
  /** Lowest and highest value a grade on this scale can take. */
  range: [number, number]
  /** A grade as a student would type it, for the field's placeholder. */
  example: string
  /**
   * A value on this scale first becomes a value on another of the same country by the formula
   * its authority publishes: (value - minus) x times, e.g. an Indian CGPA a percentage.
   */
  via?: { scale: GradeScaleId; minus: number; times: number; rule: string }
  /** Bands from the highest down; absent for a scale already on 4.0 points. */
  bands?: GradeBand[]
  /** The rule in one sentence. */
  rule: string
  /** Where the rule comes from; absent for the US 4.0 scale itself. */
  source?: { title: string; url: string }
}

/** UK degree classes on the 4.0 scale, as UK universities equate them with US grade averages. */
const UK_CLASS_BANDS = {
  first: 4.0,
  upperSecond: 3.3,
  lowerSecond: 3.0,
  third: 2.0,
  pass: 1.0,
}

const WES_INDIA = {
  title: 'World Education Services (WES): grade conversion guide, India',
  url: 'https://applications.wes.org/igpa-calculator/',
}

export const GRADE_SCALES: GradeScale[] = [
  {
    id: 'gpa4',
    country: 'United States',
    label: 'GPA (0 to 4.0)',
    unit: 'GPA',
    range: [0, 4],
    example: '3.5',
    rule: 'already on the 4.0 scale',
  },
  {
    id: 'in-percent',
    country: 'India',
    label: 'Percentage (0 to 100 %)',
    unit: '%',
    range: [0, 100],
    example: '75',
    bands: [
      { min: 60, label: 'First Class (60 % and above)', gpa: 4.0 },
      { min: 50, label: 'Second Class (50 to 59 %)', gpa: 3.0 },
      { min: 40, label: 'Pass Class (40 to 49 %)', gpa: 2.0 },
      { min: 0, label: 'below a pass (under 40 %)', gpa: 0 },
    ],
    rule: 'Indian university classes (First Class from 60 %) counted as A, B and C grades, as WES converts Indian percentages',
    source: WES_INDIA,
  },
  {
    id: 'in-cgpa10',
    country: 'India',
    label: 'University CGPA (0 to 10)',
    unit: 'CGPA',
    range: [0, 10],
    example: '8.2',
    // The university rule, never CBSE's x9.5, which is for school marks.
    via: {
      scale: 'in-percent',
      minus: 0.75,
      times: 10,
      rule: 'AICTE’s rule for a 10-point university CGPA: percentage = (CGPA - 0.75) × 10',
    },
    rule: 'turned into a percentage by AICTE’s rule for university CGPAs ((CGPA - 0.75) × 10), then converted like an Indian percentage as WES does',
    source: {
      title:
        'All India Council for Technical Education (AICTE): Examination Reform Policy, CGPA to percentage',
      url: 'https://www.aicte-india.org/',
    },
  },
  {
    id: 'pk-percent',
    country: 'Pakistan',
    label: 'Percentage (0 to 100 %)',
    unit: '%',
    range: [0, 100],
    example: '78',
    bands: [
      { min: 85, label: 'A (85 % and above)', gpa: 4.0 },
      { min: 80, label: 'A- (80 to 84 %)', gpa: 3.7 },
      { min: 75, label: 'B+ (75 to 79 %)', gpa: 3.3 },
      { min: 71, label: 'B (71 to 74 %)', gpa: 3.0 },
      { min: 68, label: 'B- (68 to 70 %)', gpa: 2.7 },
      { min: 64, label: 'C+ (64 to 67 %)', gpa: 2.3 },
      { min: 61, label: 'C (61 to 63 %)', gpa: 2.0 },
      { min: 58, label: 'C- (58 to 60 %)', gpa: 1.7 },
      { min: 54, label: 'D+ (54 to 57 %)', gpa: 1.3 },
      { min: 50, label: 'D (50 to 53 %)', gpa: 1.0 },
      { min: 0, label: 'F (under 50 %)', gpa: 0 },
    ],
    rule: 'the Higher Education Commission’s uniform grading: marks to letter grades and grade points on 4.0 (A from 85 %, B from 71 %, D from 50 %)',
    source: {
      title: 'Higher Education Commission (HEC), Pakistan: uniform grading and semester guidelines',
      url: 'https://www.hec.gov.pk/',
    },
  },
  {
    id: 'pk-cgpa4',
    country: 'Pakistan',
    label: 'CGPA (0 to 4.0)',
    unit: 'CGPA',
    range: [0, 4],
    example: '3.4',
    rule: 'already on 4.0 points: the HEC’s uniform grading uses the same A = 4.0 points',
    source: {
      title: 'Higher Education Commission (HEC), Pakistan: uniform grading and semester guidelines',
      url: 'https://www.hec.gov.pk/',
    },
  },
  {
    id: 'bd-percent',
    country: 'Bangladesh',
    label: 'Percentage (0 to 100 %)',
    unit: '%',
    range: [0, 100],
    example: '72',
    bands: [
      { min: 80, label: 'A+ (80 % and above)', gpa: 4.0 },
      { min: 75, label: 'A (75 to 79 %)', gpa: 3.75 },
      { min: 70, label: 'A- (70 to 74 %)', gpa: 3.5 },
      { min: 65, label: 'B+ (65 to 69 %)', gpa: 3.25 },
      { min: 60, label: 'B (60 to 64 %)', gpa: 3.0 },
      { min: 55, label: 'B- (55 to 59 %)', gpa: 2.75 },
      { min: 50, label: 'C+ (50 to 54 %)', gpa: 2.5 },
      { min: 45, label: 'C (45 to 49 %)', gpa: 2.25 },
      { min: 40, label: 'D (40 to 44 %)', gpa: 2.0 },
      { min: 0, label: 'F (under 40 %)', gpa: 0 },
    ],
    rule: 'the University Grants Commission’s uniform grading for Bangladeshi universities: marks to letter grades and grade points on 4.0 (A+ from 80 %, B from 60 %, D from 40 %)',
    source: {
      title: 'University Grants Commission of Bangladesh (UGC): uniform grading system',
      url: 'https://ugc.gov.bd/',
    },
  },
  {
    id: 'bd-cgpa4',
    country: 'Bangladesh',
    label: 'CGPA (0 to 4.0)',
    unit: 'CGPA',
    range: [0, 4],
    example: '3.5',
    rule: 'already on 4.0 points: the UGC’s uniform grading uses the same A+ = 4.0 points',
    source: {
      title: 'University Grants Commission of Bangladesh (UGC): uniform grading system',
      url: 'https://ugc.gov.bd/',
    },
  },
  {
    id: 'ng-cgpa5',
    country: 'Nigeria',
    label: 'CGPA (0 to 5.0)',
    unit: 'CGPA',
    range: [0, 5],
    example: '3.9',
    bands: [
      { min: 4.5, label: 'First Class (4.50 to 5.00)', gpa: UK_CLASS_BANDS.first },
      { min: 3.5, label: 'Second Class Upper (3.50 to 4.49)', gpa: UK_CLASS_BANDS.upperSecond },
      { min: 2.4, label: 'Second Class Lower (2.40 to 3.49)', gpa: UK_CLASS_BANDS.lowerSecond },
      { min: 1.5, label: 'Third Class (1.50 to 2.39)', gpa: UK_CLASS_BANDS.third },
      { min: 1.0, label: 'Pass (1.00 to 1.49)', gpa: UK_CLASS_BANDS.pass },
      { min: 0, label: 'below a pass (under 1.00)', gpa: 0 },
    ],
    rule: 'the degree class of the Nigerian 5-point scale (NUC), counted as the same UK class: First 4.0, Upper Second 3.3, Lower Second 3.0, Third 2.0, Pass 1.0',
    source: {
      title: 'National Universities Commission (NUC), Nigeria: degree classes of the 5-point CGPA',
      url: 'https://www.nuc.edu.ng/',
    },
  },
  {
    id: 'gh-cgpa4',
    country: 'Ghana',
    label: 'CGPA (0 to 4.0)',
    unit: 'CGPA',
    range: [0, 4],
    example: '3.2',
    bands: [
      { min: 3.6, label: 'First Class (3.60 to 4.00)', gpa: UK_CLASS_BANDS.first },
      { min: 3.0, label: 'Second Class Upper (3.00 to 3.59)', gpa: UK_CLASS_BANDS.upperSecond },
      { min: 2.0, label: 'Second Class Lower (2.00 to 2.99)', gpa: UK_CLASS_BANDS.lowerSecond },
      { min: 1.5, label: 'Third Class (1.50 to 1.99)', gpa: UK_CLASS_BANDS.third },
      { min: 1.0, label: 'Pass (1.00 to 1.49)', gpa: UK_CLASS_BANDS.pass },
      { min: 0, label: 'below a pass (under 1.00)', gpa: 0 },
    ],
    rule: 'the degree class of the University of Ghana’s 4-point CGPA, counted as the same UK class: First 4.0, Upper Second 3.3, Lower Second 3.0, Third 2.0, Pass 1.0',
    source: {
      title: 'University of Ghana: grading system and degree classes',
      url: 'https://www.ug.edu.gh/',
    },
  },
  {
    id: 'ke-percent',
    country: 'Kenya',
    label: 'Percentage (0 to 100 %)',
    unit: '%',
    range: [0, 100],
    example: '65',
    bands: [
      { min: 70, label: 'First Class Honours (70 % and above)', gpa: UK_CLASS_BANDS.first },
      {
        min: 60,
        label: 'Second Class Honours, Upper Division (60 to 69 %)',
        gpa: UK_CLASS_BANDS.upperSecond,
      },
      {
        min: 50,
        label: 'Second Class Honours, Lower Division (50 to 59 %)',
        gpa: UK_CLASS_BANDS.lowerSecond,
      },
      { min: 40, label: 'Pass (40 to 49 %)', gpa: UK_CLASS_BANDS.pass },
      { min: 0, label: 'below a pass (under 40 %)', gpa: 0 },
    ],
    rule: 'the Kenyan degree class of the average mark (University of Nairobi’s classification), counted as the same UK class: First 4.0, Upper Second 3.3, Lower Second 3.0, Pass 1.0',
    source: {
      title: 'University of Nairobi: common regulations for undergraduate degrees, classification',
      url: 'https://www.uonbi.ac.ke/',
    },
  },
  {
    id: 'vn-10',
    country: 'Vietnam',
    label: 'Grade (0 to 10)',
    unit: 'points out of 10',
    range: [0, 10],
    example: '7.5',
    bands: [
      { min: 8.5, label: 'A (8.5 to 10)', gpa: 4.0 },
      { min: 8.0, label: 'B+ (8.0 to 8.4)', gpa: 3.5 },
      { min: 7.0, label: 'B (7.0 to 7.9)', gpa: 3.0 },
      { min: 6.5, label: 'C+ (6.5 to 6.9)', gpa: 2.5 },
      { min: 5.5, label: 'C (5.5 to 6.4)', gpa: 2.0 },
      { min: 5.0, label: 'D+ (5.0 to 5.4)', gpa: 1.5 },
      { min: 4.0, label: 'D (4.0 to 4.9)', gpa: 1.0 },
      { min: 0, label: 'F (under 4.0)', gpa: 0 },
    ],
    rule: 'the Ministry of Education and Training’s credit-system table: 10-point grades to letter grades and 4-point grade points (A from 8.5, B from 7.0, D from 4.0)',
    source: {
      title:
        'Ministry of Education and Training (MOET), Vietnam: undergraduate training regulation, 10-point to 4-point grades',
      url: 'https://moet.gov.vn/',
    },
  },
  {
    id: 'cn-percent',
    country: 'China',
    label: 'Percentage (0 to 100)',
    unit: '%',
    range: [0, 100],
    example: '86',
    bands: [
      { min: 85, label: 'A (85 to 100)', gpa: 4.0 },
      { min: 75, label: 'B (75 to 84)', gpa: 3.0 },
      { min: 60, label: 'C (60 to 74)', gpa: 2.0 },
      { min: 0, label: 'F (under 60)', gpa: 0 },
    ],
    rule: 'Chinese university marks out of 100 counted as A, B and C grades, as WES converts Chinese marks',
    source: {
      title: 'World Education Services (WES): grade conversion guide, China',
      url: 'https://applications.wes.org/igpa-calculator/',
    },
  },
  {
    id: 'uk',
    country: 'United Kingdom',
    label: 'UK degree class',
    unit: '',
    range: [0, 4],
    example: '2:1',
    bands: [
      { min: 4, label: 'First Class', gpa: UK_CLASS_BANDS.first },
      { min: 3, label: 'Upper Second (2:1)', gpa: UK_CLASS_BANDS.upperSecond },
      { min: 2, label: 'Lower Second (2:2)', gpa: UK_CLASS_BANDS.lowerSecond },
      { min: 1, label: 'Third Class', gpa: UK_CLASS_BANDS.third },
      { min: 0, label: 'Pass', gpa: UK_CLASS_BANDS.pass },
    ],
    rule: 'UK classes on the 4.0 scale as UK universities equate them with US averages: First 4.0, Upper Second (2:1) 3.3, Lower Second (2:2) 3.0, Third 2.0, Pass 1.0',
    source: {
      title:
        'UCL: international equivalencies, United States (a 3.3 average for a 2:1, 3.0 for a 2:2)',
      url: 'https://www.ucl.ac.uk/prospective-students/graduate/international-applicants/international-equivalencies',
    },
  },
]

/** Scale ids older links carry, to the country scale they meant. */
export const LEGACY_GRADE_SCALES: Record<string, GradeScaleId> = {
  percent: 'in-percent',
  cgpa10: 'in-cgpa10',
  cgpa5: 'ng-cgpa5',
}

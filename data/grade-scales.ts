// How a grade on a student's own scale becomes a grade point on the 4.0 scale the matcher uses.
// Facts only: each scale names its rule and the published source the rule comes from. Kept free of
// zod so that the matcher form can import it.

export type GradeBand = {
  /** Lowest value of the band on the student's scale (inclusive). */
  min: number
  /** What the band is called where the scale names it ("First Class"). */
  label: string
  /** The 4.0-scale grade point the band counts as. */
  gpa: number
}

export type GradeScale = {
  id: 'gpa4' | 'percent' | 'cgpa10' | 'cgpa5' | 'uk'
  /** The choice in the form. */
  label: string
  /** The unit after a value in a sentence ("75 %", "8.2 CGPA"). */
  unit: string
  /** Lowest and highest value a grade on this scale can take. */
  range: [number, number]
  /** A grade as a student would type it, for the field's placeholder. */
  example: string
  /** A value on this scale first becomes a value on another, e.g. a 10-point CGPA a percentage. */
  via?: { scale: 'percent'; factor: number; rule: string }
  /** Bands from the highest down; absent for the 4.0 scale itself. */
  bands?: GradeBand[]
  /** The rule in one sentence. */
  rule: string
  /** Where the rule comes from; absent for the 4.0 scale itself. */
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

export const GRADE_SCALES: GradeScale[] = [
  {
    id: 'gpa4',
    label: 'GPA (0 to 4.0)',
    unit: 'GPA',
    range: [0, 4],
    example: '3.5',
    rule: 'already on the 4.0 scale',
  },
  {
    id: 'percent',
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
    source: {
      title: 'World Education Services (WES): grade conversion guide, India',
      url: 'https://applications.wes.org/igpa-calculator/',
    },
  },
  {
    id: 'cgpa10',
    label: 'CGPA (0 to 10)',
    unit: 'CGPA',
    range: [0, 10],
    example: '8.2',
    via: {
      scale: 'percent',
      factor: 9.5,
      rule: 'CBSE’s rule: percentage = 9.5 × CGPA',
    },
    rule: 'turned into a percentage by CBSE’s rule (9.5 × CGPA), then converted like a percentage',
    source: {
      title: 'Central Board of Secondary Education (CBSE): CGPA to percentage',
      url: 'https://www.cbse.gov.in/',
    },
  },
  {
    id: 'cgpa5',
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
    id: 'uk',
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

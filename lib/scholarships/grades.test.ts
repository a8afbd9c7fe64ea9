import { convertGrade, gradeText, gradeValue } from '@/lib/scholarships/grades'
import { GRADE_SCALES } from '@/data/grade-scales'

describe('grade scales data', () => {
  it('names a rule and a published https source for every scale it converts', () => {
    for (const scale of GRADE_SCALES) {
      expect(scale.rule.length).toBeGreaterThan(10)
      if (scale.id === 'gpa4') continue
      expect(new URL(scale.source!.url).protocol).toBe('https:')
      expect(scale.source!.title).toBeTruthy()
      // Bands run from the highest down to the bottom of the scale.
      const bands = scale.bands ?? []
      for (let i = 1; i < bands.length; i++) expect(bands[i]!.min).toBeLessThan(bands[i - 1]!.min)
      if (bands.length) expect(bands.at(-1)!.min).toBe(scale.range[0])
    }
  })
})

describe('convertGrade: each scale to the 4.0 scale', () => {
  it('4.0 GPA: unchanged', () => {
    expect(convertGrade('gpa4', '3.6')).toMatchObject({
      gpa: 3.6,
      sentence: '3.6 GPA is already on the 4.0 scale.',
    })
    expect(convertGrade('gpa4', '4.5')).toBeUndefined()
  })

  it('percentage: Indian classes as WES converts them', () => {
    const seventyFive = convertGrade('percent', '75')!
    expect(seventyFive.gpa).toBe(4)
    expect(seventyFive.sentence).toBe(
      '75 % is about 4.0 on a 4.0 scale (First Class (60 % and above)).',
    )
    expect(seventyFive.source?.title).toMatch(/^World Education Services/)
    expect(convertGrade('percent', '59.5')!.gpa).toBe(3)
    expect(convertGrade('percent', '45 %')!.gpa).toBe(2)
    expect(convertGrade('percent', '39')!.gpa).toBe(0)
    expect(convertGrade('percent', '101')).toBeUndefined()
  })

  it('10-point CGPA: to a percentage by the CBSE rule, then as a percentage', () => {
    const cgpa = convertGrade('cgpa10', '8.2')!
    expect(cgpa.sentence).toBe(
      '8.2 CGPA is about 77.9 % (CBSE’s rule: percentage = 9.5 × CGPA), so it is about 4.0 on a 4.0 scale (First Class (60 % and above)).',
    )
    expect(convertGrade('cgpa10', '6')!.gpa).toBe(3) // 57 %
    expect(convertGrade('cgpa10', '6,4')!.gpa).toBe(4) // 60.8 %
    expect(convertGrade('cgpa10', '11')).toBeUndefined()
  })

  it('5-point CGPA: the Nigerian degree class', () => {
    expect(convertGrade('cgpa5', '4.6')!.gpa).toBe(4)
    expect(convertGrade('cgpa5', '3.8')).toMatchObject({
      gpa: 3.3,
      sentence: '3.8 CGPA is about 3.3 on a 4.0 scale (Second Class Upper (3.50 to 4.49)).',
    })
    expect(convertGrade('cgpa5', '2.4')!.gpa).toBe(3)
    expect(convertGrade('cgpa5', '1.6')!.gpa).toBe(2)
    expect(convertGrade('cgpa5', '5.1')).toBeUndefined()
  })

  it('UK class: by name, in the usual ways of writing it', () => {
    expect(convertGrade('uk', '2:1')).toMatchObject({
      gpa: 3.3,
      sentence: 'An Upper Second (2:1) degree is about 3.3 on a 4.0 scale.',
    })
    expect(convertGrade('uk', 'First Class')!.gpa).toBe(4)
    expect(convertGrade('uk', '2.2')!.gpa).toBe(3)
    expect(convertGrade('uk', 'third')!.gpa).toBe(2)
    expect(convertGrade('uk', '75')).toBeUndefined()
  })
})

describe('gradeValue and gradeText: what the form reads and shows back', () => {
  it('reads numbers with a comma or a % sign and shows them plainly', () => {
    expect(gradeValue('percent', ' 72,5 % ')).toBe(72.5)
    expect(gradeText('percent', '72.50')).toBe('72.5')
    expect(gradeText('uk', 'upper second')).toBe('2:1')
    // What it shows back reads the same again, so a shared link keeps the grade.
    for (const raw of ['First class', '2.1', 'lower second', '3rd', 'pass'])
      expect(gradeText('uk', gradeText('uk', raw))).toBe(gradeText('uk', raw))
  })

  it('gives nothing for junk, so the field shows empty', () => {
    for (const junk of ['', 'four', '-1', 'NaN', 'x'.repeat(30), undefined, 42]) {
      expect(gradeText('gpa4', junk)).toBe('')
    }
  })
})

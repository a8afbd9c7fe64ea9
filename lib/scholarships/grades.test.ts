import { convertGrade, gradeText, gradeValue } from '@/lib/scholarships/grades'
import { GRADE_SCALES } from '@/data/grade-scales'

describe('grade scales data', () => {
  it('names a rule and a published https source for every scale it converts', () => {
    for (const scale of GRADE_SCALES) {
      expect(scale.rule.length).toBeGreaterThan(10)
      if (scale.id === 'gpa4') continue
      // A scale already on 4.0 points has no bands; every other one has a table or a formula.
      if (!scale.via && !/already on 4\.0/.test(scale.rule)) expect(scale.bands).toBeTruthy()
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

  it('82 % from India: the Indian class as WES converts it', () => {
    const india = convertGrade('in-percent', '82')!
    expect(india.gpa).toBe(4)
    expect(india.sentence).toBe('82 % is about 4.0 on a 4.0 scale (First Class (60 % and above)).')
    expect(india.source?.title).toMatch(/^World Education Services \(WES\): .*India/)
    expect(convertGrade('in-percent', '59.5')!.gpa).toBe(3)
    expect(convertGrade('in-percent', '45 %')!.gpa).toBe(2)
    expect(convertGrade('in-percent', '39')!.gpa).toBe(0)
    expect(convertGrade('in-percent', '101')).toBeUndefined()
  })

  it("82 % from Bangladesh: the UGC's uniform grading, never India's rule", () => {
    const bangladesh = convertGrade('bd-percent', '82')!
    expect(bangladesh).toMatchObject({
      gpa: 4,
      sentence: '82 % is about 4.0 on a 4.0 scale (A+ (80 % and above)).',
    })
    expect(bangladesh.rule).not.toMatch(/India/)
    expect(bangladesh.source?.title).toMatch(/University Grants Commission of Bangladesh/)
    // Where the two countries' tables differ: 62 % is First Class in India, a B in Bangladesh.
    expect(convertGrade('in-percent', '62')!.gpa).toBe(4)
    expect(convertGrade('bd-percent', '62')!.gpa).toBe(3)
  })

  it('6.4 on a 10-point university CGPA: AICTE’s rule, never the CBSE school-mark ×9.5', () => {
    const cgpa = convertGrade('in-cgpa10', '6.4')!
    expect(cgpa.gpa).toBe(3)
    expect(cgpa.sentence).toBe(
      '6.4 CGPA is about 56.5 % (AICTE’s rule for a 10-point university CGPA: percentage = (CGPA - 0.75) × 10), so it is about 3.0 on a 4.0 scale (Second Class (50 to 59 %)).',
    )
    expect(`${cgpa.sentence} ${cgpa.rule} ${cgpa.source?.title}`).not.toMatch(/CBSE|9\.5/)
    expect(convertGrade('in-cgpa10', '6,4')!.gpa).toBe(3)
    expect(convertGrade('in-cgpa10', '8.2')!.gpa).toBe(4) // 74.5 %
    expect(convertGrade('in-cgpa10', '11')).toBeUndefined()
  })

  it('3.6 out of 5 from Nigeria: the NUC degree class, Second Class Upper', () => {
    expect(convertGrade('ng-cgpa5', '3.6')).toMatchObject({
      gpa: 3.3,
      sentence: '3.6 CGPA is about 3.3 on a 4.0 scale (Second Class Upper (3.50 to 4.49)).',
    })
    expect(convertGrade('ng-cgpa5', '4.6')!.gpa).toBe(4)
    expect(convertGrade('ng-cgpa5', '2.4')!.gpa).toBe(3)
    expect(convertGrade('ng-cgpa5', '1.6')!.gpa).toBe(2)
    expect(convertGrade('ng-cgpa5', '5.1')).toBeUndefined()
  })

  it("each other country's own table: Pakistan, Ghana, Kenya, Vietnam, China", () => {
    expect(convertGrade('pk-percent', '78')).toMatchObject({
      gpa: 3.3,
      sentence: '78 % is about 3.3 on a 4.0 scale (B+ (75 to 79 %)).',
    })
    expect(convertGrade('pk-percent', '82')!.gpa).toBe(3.7)
    expect(convertGrade('pk-cgpa4', '3.4')).toMatchObject({
      gpa: 3.4,
      sentence: '3.4 CGPA is already on the 4.0 scale.',
    })
    expect(convertGrade('gh-cgpa4', '3.2')).toMatchObject({
      gpa: 3.3,
      sentence: '3.2 CGPA is about 3.3 on a 4.0 scale (Second Class Upper (3.00 to 3.59)).',
    })
    expect(convertGrade('ke-percent', '65')!.gpa).toBe(3.3)
    expect(convertGrade('ke-percent', '72')!.gpa).toBe(4)
    expect(convertGrade('vn-10', '7.5')).toMatchObject({
      gpa: 3,
      sentence: '7.5 points out of 10 is about 3.0 on a 4.0 scale (B (7.0 to 7.9)).',
    })
    expect(convertGrade('vn-10', '8.2')!.gpa).toBe(3.5)
    expect(convertGrade('cn-percent', '86')!.gpa).toBe(4)
    expect(convertGrade('cn-percent', '80')!.gpa).toBe(3)
  })

  it('offers at least the main sending countries, each with its own source', () => {
    const countries = new Set(GRADE_SCALES.map((s) => s.country))
    for (const c of [
      'India',
      'Pakistan',
      'Bangladesh',
      'Nigeria',
      'Ghana',
      'Kenya',
      'Vietnam',
      'China',
      'United Kingdom',
      'United States',
    ])
      expect(countries).toContain(c)
    // No scale of one country cites another country's table.
    for (const s of GRADE_SCALES.filter((s) => s.country !== 'India'))
      expect(`${s.rule} ${s.source?.title ?? ''}`).not.toMatch(/India|CBSE/)
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
    expect(gradeValue('in-percent', ' 72,5 % ')).toBe(72.5)
    expect(gradeText('in-percent', '72.50')).toBe('72.5')
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

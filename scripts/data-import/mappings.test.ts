import { PROGRAMME_LEVELS } from '../../data/open-schema'
import { cricosLevel, SCHOOL_LEVELS } from './levels'
import { ascedCategory, cahCategory, cahLabel } from './subjects'

describe('CAH -> site category', () => {
  it.each([
    ['CAH01-01-02', 'Medicine & Health Sciences'],
    ['CAH02-04-01', 'Medicine & Health Sciences'],
    ['CAH10-01-07', 'Engineering & Technology'],
    ['CAH11-01-01', 'Engineering & Technology'],
    ['CAH16-01-01', 'Law'],
    ['CAH17-01-08', 'Business & Management'],
    ['CAH15-02-01', 'Social Sciences'],
    ['CAH04-01-01', 'Social Sciences'],
    ['CAH20-01-01', 'Arts & Humanities'],
    ['CAH25-01-02', 'Arts & Humanities'],
    ['CAH07-01-01', 'Natural Sciences'],
    ['CAH26-01-01', 'Natural Sciences'],
    ['CAH26-01-03', 'Social Sciences'],
    ['CAH23-01-01', null],
    ['CAH99-01-01', null],
  ])('%s -> %s', (code, category) => {
    expect(cahCategory(code)).toBe(category)
  })
})

describe('ASCED -> site category', () => {
  it.each([
    ['010101', 'Natural Sciences'],
    ['020103', 'Engineering & Technology'],
    ['030901', 'Engineering & Technology'],
    ['060101', 'Medicine & Health Sciences'],
    ['080301', 'Business & Management'],
    ['090999', 'Law'],
    ['091103', 'Law'],
    ['090305', 'Arts & Humanities'],
    ['090301', 'Social Sciences'],
    ['091523', 'Arts & Humanities'],
    ['091501', null],
    ['100101', 'Arts & Humanities'],
    ['110101', null],
    ['120101', null],
  ])('%s -> %s', (code, category) => {
    expect(ascedCategory(code)).toBe(category)
  })
})

describe('cahLabel', () => {
  const labels = new Map([
    ['CAH02', 'Subjects allied to medicine'],
    ['CAH11-01-01', 'Computer science'],
  ])
  it('uses the code’s own label, else its nearest labelled ancestor, else nothing', () => {
    expect(cahLabel('CAH11-01-01', labels)).toEqual({
      label: 'Computer science',
      labelOf: 'CAH11-01-01',
    })
    expect(cahLabel('CAH02-04-01', labels)).toEqual({
      label: 'Subjects allied to medicine',
      labelOf: 'CAH02',
    })
    expect(cahLabel('CAH98-01-01', labels)).toBeNull()
  })
})

describe('CRICOS level -> programme level', () => {
  it.each([
    ['Bachelor Degree', 'Undergraduate'],
    ['Bachelor Honours Degree', 'Undergraduate'],
    ['Masters Degree (Coursework)', 'Postgraduate taught'],
    ['Graduate Diploma', 'Postgraduate taught'],
    ['Masters Degree (Research)', 'Postgraduate research'],
    ['Doctoral Degree', 'Doctorate'],
    ['Associate Degree', 'Other'],
    ['Diploma', 'Other'],
    ['Certificate IV', 'Other'],
    ['Non AQF Award', 'Other'],
  ])('%s -> %s', (label, level) => {
    expect(cricosLevel(label)).toBe(level)
  })

  it('knows no school level and no invented label', () => {
    for (const label of SCHOOL_LEVELS) expect(cricosLevel(label)).toBeUndefined()
    expect(cricosLevel('Bachelor of Everything')).toBeUndefined()
    expect(PROGRAMME_LEVELS).toContain('Other')
  })
})

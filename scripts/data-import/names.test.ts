import { englishName, extraNames } from './names'

describe('englishName', () => {
  it('puts the words of other languages into English', () => {
    expect(englishName('Technische Universität Berlin')).toBe('Technical University Berlin')
    expect(englishName('Ludwig-Maximilians-Universität München')).toBe(
      'Ludwig Maximilians University Munich',
    )
    expect(englishName('Université de Montréal')).toBe('University de Montréal')
  })

  it('is null for a name with nothing to translate', () => {
    expect(englishName('University of Oxford')).toBeNull()
  })
})

describe('extraNames', () => {
  it('adds the short name and the English form, not names already there', () => {
    expect(extraNames('US', ['Massachusetts Institute of Technology'])).toEqual(['MIT'])
    expect(extraNames('DE', ['Technische Universität Berlin'])).toEqual([
      'TU Berlin',
      'Technical University of Berlin',
      'Technical University Berlin',
    ])
    expect(extraNames('DE', ['Technische Universität Berlin', 'TU Berlin'])).not.toContain(
      'TU Berlin',
    )
  })
})

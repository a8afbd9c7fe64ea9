import { englishName, englishNames } from './names'

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

describe('englishNames', () => {
  it('adds the English form of each name, not names already there', () => {
    expect(englishNames(['Massachusetts Institute of Technology'])).toEqual([])
    expect(englishNames(['Technische Universität Berlin', 'Freie Universität Berlin'])).toEqual([
      'Technical University Berlin',
      'Free University Berlin',
    ])
    expect(englishNames(['Technische Universität Berlin', 'Technical University Berlin'])).toEqual(
      [],
    )
  })
})

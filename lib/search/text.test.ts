import { foldText, searchKey } from '@/lib/search/text'

describe('foldText', () => {
  it.each([
    ['Université de Montréal', 'universite de montreal'],
    ['Technische Universität München', 'technische universitat munchen'],
    ['Københavns Universitet', 'kobenhavns universitet'],
    ['Uniwersytet Łódzki', 'uniwersytet lodzki'],
    ['Justus-Liebig-Universität Gießen', 'justus-liebig-universitat giessen'],
    ['Ondokuz Mayıs Üniversitesi', 'ondokuz mayis universitesi'],
    ['São Paulo', 'sao paulo'],
    ["King's College London", 'kings college london'],
    ['Texas A&M', 'texas a and m'],
  ])('folds %s', (input, folded) => {
    expect(foldText(input)).toBe(folded)
  })
})

describe('searchKey', () => {
  it('makes accents, case and punctuation irrelevant to a substring match', () => {
    expect(searchKey('Université de Montréal')).toContain(searchKey('universite de MONTREAL'))
    expect(searchKey('Paris-Saclay University')).toBe('paris saclay university')
    expect(searchKey('  «Synergy»  ')).toBe('synergy')
  })

  it('keeps letters of other scripts', () => {
    expect(searchKey('東京大学')).toBe('東京大学')
  })
})

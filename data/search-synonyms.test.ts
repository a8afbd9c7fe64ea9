import { subjectSynonyms } from './search-synonyms'

const key = (text: string) => text.toLocaleLowerCase('en').trim()

describe('subject synonyms', () => {
  it('groups subject names without putting one name in two groups', () => {
    const seen = subjectSynonyms.flat().map(key)
    expect(new Set(seen).size).toBe(seen.length)
    for (const group of subjectSynonyms) expect(group.length).toBeGreaterThanOrEqual(2)
    const computing = subjectSynonyms.find((group) => group.includes('Computer Science'))
    expect(computing).toEqual(expect.arrayContaining(['Informatics', 'Computing']))
  })
})

import { fieldMatch, fieldMention } from '@/lib/scholarships/fields'
import { makeScholarship } from '@/test/fixtures'

describe('fieldMention: a field or one of its other names, as whole words', () => {
  it.each([
    ['Computer Science', 'A master’s in computing or software engineering', 'computing'],
    ['Data Science', 'Research in machine learning', 'machine learning'],
    ['Nursing and Health', 'strengthening health systems', 'health systems'],
    ['Nursing and Health', 'Degrees in NURSING', 'NURSING'],
    ['International Relations', 'Peace and conflict studies', 'Peace and conflict'],
    ['Mathematics', 'applied maths', 'maths'],
  ] as const)('%s in "%s"', (field, text, found) => {
    expect(fieldMention(text, field)).toBe(found)
  })

  it('does not match inside a longer word or an unrelated phrase', () => {
    expect(fieldMention('economically disadvantaged students', 'Economics')).toBeUndefined()
    expect(fieldMention('a lawn by the river', 'Law')).toBeUndefined()
    expect(fieldMention('tuition and health insurance', 'Nursing and Health')).toBeUndefined()
  })
})

describe('fieldMatch', () => {
  const listed = makeScholarship({
    id: 'listed',
    fields: { names: ['Data Science'], text: 'Data only' },
  })
  const named = makeScholarship({ id: 'named', name: 'Informatics Fellowship' })

  it('prefers the eligible subjects, then the name and description naming the field itself', () => {
    expect(fieldMatch(listed, 'Data Science')).toBe('subjects')
    expect(
      fieldMatch(
        makeScholarship({ id: 'cs', name: 'Computer Science Fellowship' }),
        'Computer Science',
      ),
    ).toBe('text')
    // "Informatics" is another name of Computer Science: it widens a subject list, not a name.
    expect(fieldMatch(named, 'Computer Science')).toBeUndefined()
    expect(fieldMatch(named, 'Biology')).toBeUndefined()
  })

  it('reads an eligible-subject list with the fields’ other names', () => {
    const listedByWords = makeScholarship({
      id: 'words',
      fields: { names: ['Engineering'], text: 'Engineering or informatics' },
    })
    expect(fieldMatch(listedByWords, 'Computer Science')).toBe('subjects')
    expect(fieldMatch(listedByWords, 'Law')).toBeUndefined()
  })

  it('ignores a field the matcher does not offer', () => {
    expect(fieldMatch(named, 'Informatics')).toBeUndefined()
    expect(fieldMatch(named, '')).toBeUndefined()
  })
})

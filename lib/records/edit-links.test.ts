import { reportEditLink } from '@/lib/records/edit-links'

const held = new Set(['eth-zurich'])

describe('the edit form a report links to', () => {
  it('links a report on a university page about its deadline to the deadline editor', () => {
    expect(
      reportEditLink(
        { kind: 'university', recordId: 'eth-zurich', message: "The master's deadline is wrong" },
        held,
      ),
    ).toEqual({ href: '/staff/data/deadlines/eth-zurich', label: 'Edit its deadlines' })
  })

  it('gives no link for a university report about something else, or without deadlines held', () => {
    const about = (recordId: string, message: string) =>
      reportEditLink({ kind: 'university', recordId, message }, held)
    expect(about('eth-zurich', 'The acceptance rate is out of date')).toBeUndefined()
    expect(about('university-of-oxford', 'The deadline is wrong')).toBeUndefined()
  })

  it('links awards to the award editor', () => {
    expect(
      reportEditLink(
        { kind: 'scholarship', recordId: 'chevening-scholarships', message: 'x' },
        held,
      ),
    ).toEqual({ href: '/staff/data/awards/chevening-scholarships', label: 'Edit this award' })
  })
})

import { reportEditLink } from '@/lib/records/edit-links'

const held = {
  deadlines: new Set(['eth-zurich']),
  universities: new Set(['eth-zurich', 'university-of-oxford']),
}

describe('the edit form a report links to', () => {
  it('links a report on a university page about its deadline to the deadline editor', () => {
    expect(
      reportEditLink(
        { kind: 'university', recordId: 'eth-zurich', message: "The master's deadline is wrong" },
        held,
      ),
    ).toEqual({ href: '/staff/data/deadlines/eth-zurich', label: 'Edit its deadlines' })
  })

  it('links any other university report to the university editor, when the profile is held', () => {
    const about = (recordId: string, message: string) =>
      reportEditLink({ kind: 'university', recordId, message }, held)
    const edit = (slug: string) => ({
      href: `/staff/data/universities/${slug}`,
      label: 'Edit this university',
    })
    expect(about('eth-zurich', 'The tuition fee is out of date')).toEqual(edit('eth-zurich'))
    // No deadlines held for Oxford: a report on its deadline goes to its profile.
    expect(about('university-of-oxford', 'The deadline is wrong')).toEqual(
      edit('university-of-oxford'),
    )
    expect(about('no-such-university', 'The fee is wrong')).toBeUndefined()
  })

  it('links awards to the award editor, and nothing for the kinds without an editor', () => {
    expect(
      reportEditLink(
        { kind: 'scholarship', recordId: 'chevening-scholarships', message: 'x' },
        held,
      ),
    ).toEqual({ href: '/staff/data/awards/chevening-scholarships', label: 'Edit this award' })
    expect(
      reportEditLink({ kind: 'institution', recordId: 'eth-zurich', message: 'x' }, held),
    ).toBeUndefined()
  })
})

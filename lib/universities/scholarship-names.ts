// A university record names its scholarships as text; where one of them is an award we describe,
// the university page links it to that award's page.
import { searchKey } from '@/lib/search/text'

type Named = { name: string; slug: string }

/** Words that name no award by themselves ("Government Scholarship" is not one award). */
const GENERIC = new Set(
  'scholarship scholars scholar program programme fellowship award awards government international student students for of the and in university graduate postgraduate undergraduate research merit excellence fund'.split(
    ' ',
  ),
)

/** Words for the form an award takes, which names add or leave out at will ("... Programme"). */
const FORM = new Set(['program', 'programme', 'scheme'])

const words = (name: string) =>
  searchKey(name)
    .split(' ')
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w))
    .filter((w) => !FORM.has(w))

const withoutAside = (name: string) => name.replace(/\(.*?\)/g, ' ')

/** The award among `awards` that `name` stands for, or undefined. */
export function findNamedScholarship<T extends Named>(name: string, awards: readonly T[]) {
  const key = words(withoutAside(name)).join(' ')
  const exact = awards.find((a) => words(withoutAside(a.name)).join(' ') === key)
  if (exact) return exact
  // "MEXT Scholarship" is "Japanese Government (MEXT) Scholarship": every word of the name, one of
  // them distinctive, appears in the award's full name (asides included).
  const mine = words(name)
  if (!mine.some((w) => !GENERIC.has(w))) return undefined
  // Only that way round: "Mandela Rhodes Scholarship" is not the Rhodes Scholarship.
  return awards.find((a) => {
    const theirs = words(a.name)
    return mine.every((w) => theirs.includes(w))
  })
}

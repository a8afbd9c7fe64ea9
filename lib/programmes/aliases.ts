// Ids of UK courses the import merged into another programme (the same course under another UCAS
// code): links to them, saved or shared before the merge, lead to the programme that holds them.
import aliases from '@/data/generated/programme-aliases.json'

const byId: Readonly<Record<string, string>> = aliases

/** The programme id a merged id now belongs to, or null when the id was never merged. */
export function mergedInto(id: string): string | null {
  return Object.hasOwn(byId, id) ? byId[id]! : null
}

import 'server-only'

import { convertibleCurrencies } from '@/lib/currency'
import { loadFxRates, loadInstitutions, loadProgrammes } from '@/lib/open-data'
import { indexProgrammes, subjectOptions, type IndexedProgramme } from '@/lib/programmes/query'
import type { Institution, Programme } from '@/data/open-schema'

let cache:
  | {
      index: IndexedProgramme[]
      byId: Map<string, IndexedProgramme>
      subjects: ReturnType<typeof subjectOptions>
      subjectSlugs: string[]
      institutions: Map<string, Institution>
    }
  | undefined

/** Every programme with its search key, fee per year and salary, worked out once per process. */
export function programmeIndex() {
  if (!cache) {
    const institutions = new Map(loadInstitutions().map((i) => [i.id, i]))
    const index = indexProgrammes(loadProgrammes(), (id) => institutions.get(id))
    const subjects = subjectOptions(index)
    cache = {
      index,
      byId: new Map(index.map((e) => [e.programme.id, e])),
      subjects,
      subjectSlugs: [...subjects.categories, ...subjects.finer].map((s) => s.slug),
      institutions,
    }
  }
  return cache
}

export function getProgramme(id: string): IndexedProgramme | undefined {
  return programmeIndex().byId.get(id)
}

export function getProvider(id: string) {
  return programmeIndex().institutions.get(id)
}

export function fxTable() {
  return loadFxRates()
}

export function knownCurrencies() {
  return convertibleCurrencies(loadFxRates())
}

/** Ids of every programme page, for the sitemap. */
export function programmeSitemapIds(): string[] {
  return programmeIndex().index.map((e) => e.programme.id)
}

export type { Programme }

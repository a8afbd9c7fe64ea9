// Links each curated university (data/universities.json) to its directory record.
import type { Institution } from '../../data/open-schema'
import { hostOf, normaliseName, onDomain } from './shared'

export type CuratedUniversity = { slug: string; name: string; website: string; countryCode: string }

/**
 * By domain first (the website's host is one of the record's domains, or on a subdomain of one;
 * the longest matching domain wins), then by normalised name, then by alternative name, always
 * within the same country. A university with no match, or with several equally good ones, is unmatched.
 */
const narrow = <T>(items: T[], test: (item: T) => boolean) => {
  const kept = items.filter(test)
  return kept.length ? kept : items
}

export function linkCurated(
  curated: readonly CuratedUniversity[],
  institutions: readonly Institution[],
) {
  const byCountry = new Map<string, Institution[]>()
  for (const institution of institutions) {
    const list = byCountry.get(institution.country)
    if (list) list.push(institution)
    else byCountry.set(institution.country, [institution])
  }
  const links: Record<string, string> = {}
  const unmatched: string[] = []
  for (const university of curated) {
    const candidates = byCountry.get(university.countryCode) ?? []
    const host = hostOf(university.website)
    let best: Institution[] = []
    let bestLength = 0
    for (const institution of candidates) {
      const length = Math.max(
        0,
        ...institution.domains.filter((d) => host && onDomain(host, d)).map((d) => d.length),
      )
      if (length > bestLength) {
        best = [institution]
        bestLength = length
      } else if (length && length === bestLength) best.push(institution)
    }
    const name = normaliseName(university.name)
    // Several records on one domain (a university and its English-language centre): the one with
    // the same name, else the one whose website is the site's home page.
    if (best.length > 1) best = narrow(best, (i) => normaliseName(i.name) === name)
    if (best.length > 1)
      best = narrow(
        best,
        (i) => !!i.website && hostOf(i.website) === host && new URL(i.website).pathname === '/',
      )
    if (!best.length) {
      const named = candidates.filter((i) => normaliseName(i.name) === name)
      best = named.length
        ? named
        : candidates.filter((i) => i.altNames.some((n) => normaliseName(n) === name))
    }
    if (best.length === 1) links[university.slug] = best[0]!.id
    else unmatched.push(university.slug)
  }
  return { links, unmatched }
}

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { curatedLinksSchema, type Institution } from '../../data/open-schema'
import { universities } from '../../data/universities'
import { linkCurated } from './curated-links'

/** Curated universities with no directory record, each with the reason. */
const NO_DIRECTORY_RECORD: Record<string, string> = {
  'universite-psl':
    'psl.eu: Université PSL (founded 2010 as a merger) is in none of the open lists; France has no register in the import',
}

const institution = (
  id: string,
  name: string,
  country: string,
  domains: string[],
  extra: Partial<Institution> = {},
) =>
  ({
    id,
    name,
    altNames: [],
    country,
    domains,
    website: domains[0] ? `https://${domains[0]}/` : null,
    ...extra,
  }) as Institution

describe('linkCurated', () => {
  const directory = [
    institution('university-of-sydney', 'The University of Sydney', 'AU', [
      'sydney.edu.au',
      'usyd.edu.au',
    ]),
    institution(
      'centre-for-english-teaching',
      'Centre for English Teaching',
      'AU',
      ['sydney.edu.au'],
      {
        altNames: ['University of Sydney'],
        website: 'https://www.sydney.edu.au/cet',
      },
    ),
    institution('mit', 'Massachusetts Institute of Technology', 'US', ['mit.edu']),
    institution('eth', 'ETH Zurich', 'CH', ['ethz.ch']),
    institution('uni-a', 'Universität A', 'DE', []),
  ]
  const link = (name: string, website: string, countryCode: string) =>
    linkCurated([{ slug: 's', name, website, countryCode }], directory)

  it('matches by domain, a subdomain included, within the same country', () => {
    expect(link('MIT', 'https://web.mit.edu/', 'US').links).toEqual({ s: 'mit' })
    expect(link('MIT', 'https://web.mit.edu/', 'GB').unmatched).toEqual(['s'])
  })

  it('picks the record of the same name when several share the domain', () => {
    expect(link('The University of Sydney', 'https://www.sydney.edu.au/', 'AU').links).toEqual({
      s: 'university-of-sydney',
    })
  })

  it('falls back to the name when no domain matches', () => {
    expect(link('Universität A', 'https://www.uni-a.de/', 'DE').links).toEqual({ s: 'uni-a' })
    expect(link('Nowhere University', 'https://nowhere.example/', 'DE').unmatched).toEqual(['s'])
  })
})

describe('curated-links.json', () => {
  const links = curatedLinksSchema.parse(
    JSON.parse(readFileSync(path.join(process.cwd(), 'data/generated/curated-links.json'), 'utf8')),
  )

  it('links every curated university but the listed exceptions, and no exception is stale', () => {
    const unmatched = universities.map((u) => u.slug).filter((slug) => !links[slug])
    expect(unmatched.sort()).toEqual(Object.keys(NO_DIRECTORY_RECORD).sort())
  })

  it('links only curated universities', () => {
    const slugs = new Set(universities.map((u) => u.slug))
    expect(Object.keys(links).filter((slug) => !slugs.has(slug))).toEqual([])
  })
})

// Fixes for records the sources get wrong, each with its reason. Pure tables and the functions that
// apply them; every entry is unit-tested (corrections.test.ts).
/** What a fix reads and changes of a Hipo record (./hipo.ts). */
type Fixable = {
  name: string
  country: string
  domains: string[]
  website: string | null
  altNames?: string[]
}

/**
 * IPEDS lists the US territories and the freely associated states under its STATE column; the
 * directory files them under their own ISO country codes, as the Hipo list does.
 */
export const US_TERRITORIES: Record<string, string> = {
  AS: 'AS',
  FM: 'FM',
  GU: 'GU',
  MH: 'MH',
  MP: 'MP',
  PR: 'PR',
  PW: 'PW',
  VI: 'VI',
}

type HipoFix = {
  name: string
  country: string
  why: string
  /** The right ISO country code. */
  moveTo?: string
  /** Domains (and web pages on them) that belong to another institution. */
  dropDomains?: string[]
  /** The website belongs to another institution: drop it. */
  dropWebsite?: boolean
  /** The same institution as this record of the list (same country): fold into it. */
  sameAs?: string
}

export const HIPO_FIXES: HipoFix[] = [
  {
    name: 'University of the Virgin Islands',
    country: 'VG',
    moveTo: 'VI',
    why: 'uvi.edu is the University of the Virgin Islands in the US Virgin Islands (IPEDS), not the British ones',
  },
  {
    name: 'KU Leuven',
    country: 'BE',
    sameAs: 'Katholieke Universiteit Leuven',
    why: 'KU Leuven is the short name of the Katholieke Universiteit Leuven (www.kuleuven.be)',
  },
  {
    name: 'North-West Univeristy',
    country: 'ZA',
    sameAs: 'North-West University',
    why: 'a misspelt second entry of North-West University (nwu.ac.za)',
  },
  {
    name: 'Adana Science and Technology University',
    country: 'TR',
    sameAs: 'Adana Alparslan Turkes University',
    dropWebsite: true,
    why: 'the university’s former name; its listed website agu.edu.tr is Abdullah Gül University’s',
  },
  {
    name: 'National College of Art and Design',
    country: 'NO',
    sameAs: 'Oslo National Academy of Fine Arts',
    why: 'merged into the Oslo National Academy of the Arts (khio.no) in 1996',
  },
  {
    name: 'Mugla Sitki Kocman University',
    country: 'TR',
    dropDomains: ['marun.edu.tr'],
    why: 'marun.edu.tr is Marmara University’s domain',
  },
]

/** IPEDS UnitID -> why the College Scorecard's website for it is another body's, not the college's. */
export const SCORECARD_WRONG_WEBSITES: Record<string, string> = {
  '242556':
    'Instituto Tecnologico de Puerto Rico-Recinto de Guayama is listed with www.de.gov, the State of Delaware’s site',
}

/**
 * The Hipo records with HIPO_FIXES applied: moved, cleaned, or folded into the record they repeat
 * (their name becomes one of its other names). Counts what was done, by kind.
 */
export function applyHipoFixes<R extends Fixable>(records: readonly R[], fixes = HIPO_FIXES) {
  const counts: Record<string, number> = {}
  const bump = (key: string) => (counts[key] = (counts[key] ?? 0) + 1)
  const find = (name: string, country: string) =>
    records.find((r) => r.name === name && r.country === country)
  const out = new Map(records.map((r) => [r, { ...r, altNames: [...(r.altNames ?? [])] }]))
  for (const fix of fixes) {
    // A fix whose record is gone (corrected upstream) has nothing left to do.
    const record = find(fix.name, fix.country)
    const fixed = record && out.get(record)
    if (!fixed) continue
    if (fix.moveTo) {
      fixed.country = fix.moveTo
      bump('country corrected')
    }
    if (fix.dropDomains) {
      fixed.domains = fixed.domains.filter((d) => !fix.dropDomains!.includes(d))
      if (fixed.website && fix.dropDomains.some((d) => fixed.website!.includes(`//${d}`)))
        fixed.website = null
      bump('another institution’s domain removed')
    }
    if (fix.dropWebsite) {
      fixed.website = null
      bump('another institution’s website removed')
    }
    if (fix.sameAs) {
      const target = find(fix.sameAs, fix.country)
      const into = target && out.get(target)
      if (!into) continue
      into.altNames.push(fixed.name, ...fixed.altNames)
      into.domains = [...new Set([...into.domains, ...fixed.domains])]
      into.website ??= fixed.website
      out.delete(record!)
      bump('duplicate folded into the same institution')
    }
  }
  return { records: [...out.values()], counts }
}

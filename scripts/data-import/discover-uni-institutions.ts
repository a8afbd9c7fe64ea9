// Discover Uni INSTITUTION table: UK higher-education providers (one row per teaching and
// registering provider pair; deduplicated on the teaching provider PUBUKPRN).
import { z } from 'zod'

import { DropCounter, normaliseWebsite, parseRows, unique, type Row } from './shared'

const NATIONS = { XF: 'England', XI: 'Wales', XH: 'Scotland', XG: 'Northern Ireland' } as const

const rowSchema = z.object({
  PUBUKPRN: z.string().regex(/^\d{8}$/),
  UKPRN: z.string().regex(/^\d{8}$/),
  LEGAL_NAME: z.string().trim(),
  FIRST_TRADING_NAME: z.string().trim().default(''),
  OTHER_NAMES: z.string().default(''),
  PROVADDRESS: z.string().default(''),
  PROVURL: z.string().default(''),
  PUBUKPRNCOUNTRY: z.enum(['XF', 'XI', 'XH', 'XG']),
})

export type DiscoverUniProvider = {
  ukprn: string
  name: string
  altNames: string[]
  town: string | null
  nation: (typeof NATIONS)[keyof typeof NATIONS]
  website: string | null
}

// Counties that follow the town in the address lines; the town is the part before them.
const COUNTIES = new Set([
  'avon',
  'bedfordshire',
  'berkshire',
  'buckinghamshire',
  'cambridgeshire',
  'cheshire',
  'cleveland',
  'cornwall',
  'cumbria',
  'derbyshire',
  'devon',
  'dorset',
  'county durham',
  'co durham',
  'east sussex',
  'essex',
  'gloucestershire',
  'hampshire',
  'herefordshire',
  'hertfordshire',
  'isle of wight',
  'kent',
  'lancashire',
  'leicestershire',
  'lincolnshire',
  'merseyside',
  'middlesex',
  'norfolk',
  'northamptonshire',
  'northumberland',
  'north yorkshire',
  'nottinghamshire',
  'oxfordshire',
  'rutland',
  'shropshire',
  'somerset',
  'north somerset',
  'south yorkshire',
  'staffordshire',
  'suffolk',
  'surrey',
  'tyne and wear',
  'tyne & wear',
  'warwickshire',
  'west midlands',
  'west sussex',
  'west yorkshire',
  'wiltshire',
  'worcestershire',
  'east yorkshire',
  'east riding of yorkshire',
  'humberside',
  'north humberside',
  'south humberside',
  'north east lincolnshire',
  'north lincolnshire',
  'greater manchester',
  'greater london',
  'clwyd',
  'dyfed',
  'gwent',
  'gwynedd',
  'mid glamorgan',
  'south glamorgan',
  'west glamorgan',
  'vale of glamorgan',
  'powys',
  'anglesey',
  'isle of anglesey',
  'ceredigion',
  'pembrokeshire',
  'carmarthenshire',
  'monmouthshire',
  'flintshire',
  'denbighshire',
  'conwy',
  'lanarkshire',
  'north lanarkshire',
  'south lanarkshire',
  'ayrshire',
  'north ayrshire',
  'south ayrshire',
  'east ayrshire',
  'fife',
  'midlothian',
  'west lothian',
  'east lothian',
  'renfrewshire',
  'east renfrewshire',
  'dunbartonshire',
  'west dunbartonshire',
  'east dunbartonshire',
  'aberdeenshire',
  'moray',
  'highland',
  'stirlingshire',
  'perthshire',
  'perth and kinross',
  'angus',
  'argyll',
  'argyll and bute',
  'dumfriesshire',
  'dumfries and galloway',
  'scottish borders',
  'clackmannanshire',
  'inverness-shire',
  'ross-shire',
  'county antrim',
  'co antrim',
  'co. antrim',
  'county down',
  'co down',
  'co. down',
  'county armagh',
  'co armagh',
  'county tyrone',
  'co tyrone',
  'county fermanagh',
  'co fermanagh',
  'county londonderry',
  'co londonderry',
  'northern ireland',
  'wales',
  'scotland',
  'england',
  'united kingdom',
])
const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i

/** The town of a one-line UK address: the part before the postcode, skipping a county. */
export function townFromAddress(address: string): string | null {
  const parts = address
    .split(',')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  if (parts.length && POSTCODE.test(parts[parts.length - 1]!)) parts.pop()
  while (parts.length > 1 && COUNTIES.has(parts[parts.length - 1]!.toLowerCase())) parts.pop()
  const town = parts[parts.length - 1]
  if (!town || /\d/.test(town)) return null
  return town
}

/** A legal name written "Arts University Bournemouth, the" reads "The Arts University Bournemouth". */
function readableLegalName(name: string) {
  const match = /^(.*?),?\s*\(?the\)?\.?$/i.exec(name)
  const base = (match && /the\)?\.?$/i.test(name) ? match[1]! : name).replace(/\.$/, '').trim()
  return base
}

export function importDiscoverUniInstitutions(rows: readonly Row[]): {
  records: DiscoverUniProvider[]
  read: number
  dropped: Record<string, number>
  merged: Record<string, number>
} {
  const drops = new DropCounter()
  const byUkprn = new Map<string, DiscoverUniProvider>()
  let pairs = 0
  for (const row of parseRows(rows, rowSchema, drops)) {
    if (byUkprn.has(row.PUBUKPRN)) {
      pairs++
      continue
    }
    const legal = readableLegalName(row.LEGAL_NAME)
    const name = row.FIRST_TRADING_NAME || legal
    if (!name) {
      drops.drop('no name')
      continue
    }
    const others = row.OTHER_NAMES.split(/###|\|/).map((n) => n.trim())
    byUkprn.set(row.PUBUKPRN, {
      ukprn: row.PUBUKPRN,
      name,
      altNames: unique([legal, ...others]).filter((n) => n && n !== name),
      town: townFromAddress(row.PROVADDRESS),
      nation: NATIONS[row.PUBUKPRNCOUNTRY],
      website: normaliseWebsite(row.PROVURL),
    })
  }
  return {
    records: [...byUkprn.values()],
    read: rows.length,
    dropped: drops.counts,
    merged: pairs
      ? { 'same teaching provider (PUBUKPRN), another registering provider': pairs }
      : {},
  }
}

// College Scorecard institution data (a 2022 extract, or a current release's file cut to these
// columns): used only for what IPEDS lacks, each institution's web address and coordinates, joined
// on the IPEDS UnitID.
import { z } from 'zod'

import { DropCounter, normaliseWebsite, numberOrNull, parseRows, type Row } from './shared'

const rowSchema = z.object({
  // 8-digit ids are Scorecard's branch campuses, which IPEDS does not list.
  UNITID: z.string().regex(/^\d{6,8}$/),
  INSTURL: z.string().default(''),
  LATITUDE: z.string().default(''),
  LONGITUDE: z.string().default(''),
})

export type ScorecardRecord = {
  unitid: string
  website: string | null
  coords: [number, number] | null
}

export function importScorecard(rows: readonly Row[]) {
  const drops = new DropCounter()
  const byId = new Map<string, ScorecardRecord>()
  for (const row of parseRows(rows, rowSchema, drops)) {
    if (byId.has(row.UNITID)) {
      drops.drop('duplicate UnitID')
      continue
    }
    const lat = numberOrNull(row.LATITUDE)
    const lng = numberOrNull(row.LONGITUDE)
    byId.set(row.UNITID, {
      unitid: row.UNITID,
      website: normaliseWebsite(row.INSTURL),
      coords:
        lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
          ? [lat, lng]
          : null,
    })
  }
  return { records: byId, read: rows.length, dropped: drops.counts }
}

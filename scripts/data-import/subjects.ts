// Subject codes -> the site's seven categories, and CAH labels. Pure tables, unit-tested.
import type { SiteCategory } from '../../data/open-schema'

const ENG: SiteCategory = 'Engineering & Technology'
const BUS: SiteCategory = 'Business & Management'
const MED: SiteCategory = 'Medicine & Health Sciences'
const ART: SiteCategory = 'Arts & Humanities'
const NAT: SiteCategory = 'Natural Sciences'
const SOC: SiteCategory = 'Social Sciences'
const LAW: SiteCategory = 'Law'

/**
 * Common Aggregation Hierarchy (UK), looked up from the most detailed prefix: a CAH3 or CAH2 entry
 * overrides its CAH1 group. Codes of CAH v1.3 (CAH24-26, CAH02-04 …) are included. null: combined
 * and general studies fit no single category.
 */
const CAH_CATEGORY: Record<string, SiteCategory | null> = {
  CAH01: MED,
  CAH02: MED,
  CAH03: NAT,
  CAH04: SOC,
  CAH05: MED,
  CAH06: NAT,
  CAH07: NAT,
  CAH08: NAT,
  CAH09: NAT,
  CAH10: ENG,
  CAH11: ENG,
  CAH12: NAT,
  'CAH12-01-03': SOC,
  CAH13: ENG,
  CAH14: ART,
  CAH15: SOC,
  CAH16: LAW,
  CAH17: BUS,
  CAH18: ART,
  CAH19: ART,
  CAH20: ART,
  CAH21: ART,
  CAH22: SOC,
  CAH23: null,
  CAH24: ART,
  CAH25: ART,
  CAH26: NAT,
  'CAH26-01-03': SOC,
}

/**
 * ASCED fields of education (Australia), looked up from the detailed code (6 digits) through the
 * narrow (4) to the broad field (2). Food, hospitality and personal services, and mixed-field
 * programmes (general education, English language, employment skills) fit none.
 */
const ASCED_CATEGORY: Record<string, SiteCategory | null> = {
  '01': NAT,
  '02': ENG,
  '03': ENG,
  '04': ENG,
  '05': NAT,
  '06': MED,
  '07': SOC,
  '08': BUS,
  '09': SOC,
  '0909': LAW,
  '0911': LAW,
  '0913': ART,
  '0915': ART,
  // ELICOS: English-language courses for overseas students.
  '091501': null,
  '0917': ART,
  '090305': ART,
  '090307': ART,
  '10': ART,
  '11': null,
  '12': null,
}

function lookup(table: Record<string, SiteCategory | null>, prefixes: string[]) {
  for (const prefix of prefixes) if (prefix in table) return table[prefix]!
  return null
}

/** The category of a CAH code (CAH1, CAH2 or CAH3), or null when it fits none. */
export function cahCategory(code: string): SiteCategory | null {
  const parts = code.split('-')
  return lookup(
    CAH_CATEGORY,
    parts.map((_, i) => parts.slice(0, parts.length - i).join('-')),
  )
}

/** The category of an ASCED code (broad, narrow or detailed), or null when it fits none. */
export function ascedCategory(code: string): SiteCategory | null {
  return lookup(
    ASCED_CATEGORY,
    [code.slice(0, 6), code.slice(0, 4), code.slice(0, 2)].filter(
      (prefix, i, all) => all.indexOf(prefix) === i,
    ),
  )
}

/** The label of a CAH code, or of its nearest ancestor that has one, with the code it belongs to. */
export function cahLabel(
  code: string,
  labels: ReadonlyMap<string, string>,
): { label: string; labelOf: string } | null {
  const parts = code.split('-')
  for (let n = parts.length; n > 0; n--) {
    const prefix = parts.slice(0, n).join('-')
    const label = labels.get(prefix)
    if (label) return { label, labelOf: prefix }
  }
  return null
}

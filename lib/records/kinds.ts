/** The curated and open-data records a visitor can report a mistake on, each with its own page. */
export const RECORD_KINDS = [
  'university',
  'institution',
  'programme',
  'scholarship',
  'deadlines',
  'costs',
] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

export const REPORT_STATUSES = ['new', 'accepted', 'rejected'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

const PAGE_BASE: Record<RecordKind, string> = {
  university: '/universities',
  institution: '/institutions',
  programme: '/programmes',
  scholarship: '/scholarships',
  // A university's deadlines show on its page.
  deadlines: '/universities',
  // A destination's costs show on its universities' pages, listed by country.
  costs: '/universities',
}

export const RECORD_KIND_LABEL: Record<RecordKind, string> = {
  university: 'University',
  institution: 'Institution',
  programme: 'Programme',
  scholarship: 'Scholarship',
  deadlines: 'Deadlines',
  costs: 'Destination costs',
}

/** The public page of a record. */
export const recordPagePath = (kind: RecordKind, id: string) =>
  kind === 'costs'
    ? `${PAGE_BASE[kind]}?country=${encodeURIComponent(id.toUpperCase())}`
    : `${PAGE_BASE[kind]}/${encodeURIComponent(id)}`

import { stringify } from 'csv-stringify/sync'

import { STATUS_LABELS } from '@/lib/application-status'
import type { ApplicationStatus } from '@/lib/application-status'
import { fieldText } from '@/lib/apply/describe'
import { APPLICATION_SECTIONS } from '@/lib/apply/fields'
import type { Application } from '@/lib/validation/application'

export type ExportRow = {
  reference: string
  status: ApplicationStatus
  submittedAt: Date
  updatedAt: Date
  application: Application
}

const META: [string, (row: ExportRow) => string][] = [
  ['Reference', (r) => r.reference],
  ['Status', (r) => STATUS_LABELS[r.status]],
  ['Submitted (UTC)', (r) => r.submittedAt.toISOString()],
  ['Last updated (UTC)', (r) => r.updatedAt.toISOString()],
]

const FIELDS = APPLICATION_SECTIONS.flatMap((section) => section.fields)

/**
 * The inbox as CSV: one row per application with every field the student sent. Cells that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a CR) get a leading quote.
 */
export function applicationsCsv(rows: ExportRow[]): string {
  return stringify(
    rows.map((row) => [
      ...META.map(([, value]) => value(row)),
      ...FIELDS.map((field) => fieldText(row.application, field)),
    ]),
    {
      header: true,
      columns: [...META.map(([header]) => header), ...FIELDS.map((field) => field.label)],
      escape_formulas: true,
      bom: true,
      record_delimiter: 'windows',
    },
  )
}

import Link from 'next/link'

import { STATUS_LABELS } from '@/lib/application-status'
import { STUDY_COUNTRY_OPTIONS, STUDY_LEVEL_OPTIONS } from '@/lib/apply/options'
import type { InboxRow } from '@/lib/db/inbox'
import { formatDateTimeUtc } from '@/lib/format'
import { Badge } from '@/components/ui/badge'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value

export function InboxTable({ rows }: { rows: InboxRow[] }) {
  return (
    <Table>
      <caption className="sr-only">Applications, newest first</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Reference</TableHead>
          <TableHead scope="col">Student</TableHead>
          <TableHead scope="col" className="hidden md:table-cell">
            Wants to study
          </TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col" className="hidden sm:table-cell">
            Submitted
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.reference}>
            <TableCell>
              <Link
                href={`/staff/applications/${row.reference}`}
                className="font-mono font-medium text-primary underline-offset-4 hover:underline"
              >
                {row.reference}
              </Link>
            </TableCell>
            <TableCell>
              <span className="font-medium">
                {row.firstName} {row.lastName}
              </span>
              <span className="block break-all text-muted-foreground">{row.email}</span>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              {label(STUDY_LEVEL_OPTIONS.labels, row.studyLevel)} in{' '}
              {label(STUDY_COUNTRY_OPTIONS.labels, row.preferredCountry)}
            </TableCell>
            <TableCell>
              <Badge variant={row.status === 'withdrawn' ? 'outline' : 'secondary'}>
                {STATUS_LABELS[row.status]}
              </Badge>
            </TableCell>
            <TableCell className="hidden whitespace-nowrap sm:table-cell">
              {formatDateTimeUtc(row.submittedAt)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

import Link from 'next/link'

import type { FxTable } from '@/lib/currency'
import { PROGRAMME_COUNTRY_LABELS } from '@/lib/programmes/options'
import { salaryOf, type IndexedProgramme } from '@/lib/programmes/query'
import { Badge } from '@/components/ui/badge'

import { FeeText } from './fee-text'

/** A compact result: title, provider, level, country, fee per year and UK median salary. */
export function ProgrammeCard({
  entry,
  display,
  fx,
}: {
  entry: IndexedProgramme
  display: string
  fx: FxTable
}) {
  const p = entry.programme
  const salary = salaryOf(p)
  const fee = entry.fee
  return (
    <article className="flex h-full flex-col gap-2 rounded-xl border bg-card p-4 text-sm shadow-sm">
      <h3 className="text-base leading-tight font-semibold">
        <Link href={`/programmes/${p.id}`} className="hover:underline">
          {p.title}
        </Link>
      </h3>
      <Link href={`/institutions/${p.provider}`} className="text-primary hover:underline">
        {entry.providerName}
      </Link>
      <p className="flex flex-wrap gap-1">
        <Badge variant="secondary">{p.levelLabel ?? p.level}</Badge>
        <Badge variant="outline">{PROGRAMME_COUNTRY_LABELS[p.country]}</Badge>
      </p>
      {p.country === 'AU' ? (
        <p>
          {fee ? (
            <>
              <FeeText fee={fee} display={display} fx={fx} /> per year
            </>
          ) : (
            <span className="text-muted-foreground">Fee not reported</span>
          )}
        </p>
      ) : (
        <p>
          {salary ? (
            <>
              Median salary GBP {salary.median.toLocaleString('en-US')}{' '}
              <span className="text-muted-foreground">
                ({salary.ofSubject ? 'subject, ' : ''}
                {salary.years})
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">Salary not reported</span>
          )}
        </p>
      )}
    </article>
  )
}

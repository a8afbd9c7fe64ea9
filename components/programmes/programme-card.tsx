import Link from 'next/link'

import type { FxTable } from '@/lib/currency'
import { PROGRAMME_COUNTRY_LABELS } from '@/lib/programmes/options'
import { salaryOf, type IndexedProgramme } from '@/lib/programmes/query'
import { badgeVariants } from '@/components/ui/badge'

import { FeeText } from './fee-text'

const muted = 'text-muted-foreground'

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
  const salary = p.country === 'GB' ? salaryOf(p) : null
  return (
    <article className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 text-sm">
      <h3 className="font-semibold">
        <Link href={`/programmes/${p.id}`}>{p.title}</Link>
      </h3>
      <Link href={`/institutions/${p.provider}`} className="text-primary">
        {entry.providerName}
      </Link>
      <p className={muted}>
        <span className={badgeVariants({ variant: 'outline' })}>{p.levelLabel ?? p.level}</span>{' '}
        {PROGRAMME_COUNTRY_LABELS[p.country]}
      </p>
      {p.country === 'AU' ? (
        <p>
          {entry.fee ? (
            <>
              <FeeText fee={entry.fee} display={display} fx={fx} /> per year
            </>
          ) : (
            <span className={muted}>Fee not reported</span>
          )}
        </p>
      ) : salary ? (
        <p>
          {`Median salary GBP ${salary.median.toLocaleString('en-US')} `}
          <span className={muted}>{`(${salary.ofSubject ? 'subject, ' : ''}${salary.years})`}</span>
        </p>
      ) : (
        <p className={muted}>Salary not reported</p>
      )}
    </article>
  )
}

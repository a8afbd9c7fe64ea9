import type { FxTable } from '@/lib/currency'
import { formatNumber } from '@/lib/format'
import { listProviderProgrammes } from '@/lib/programmes'
import { programmesFilterHref } from '@/lib/programmes/state'
import { IntentLink } from '@/components/ui/intent-link'

import { ProgrammeCard, ProgrammeList } from './programme-card'

/** A university's or institution's programmes in the open data: the first few, and all of them in the finder. */
export async function ProviderProgrammes({
  provider,
  name,
  total,
  fx,
}: {
  provider: string
  name: string
  total: number
  fx: FxTable
}) {
  if (!total) return null
  const items = await listProviderProgrammes(provider, 9)
  return (
    <section aria-labelledby="programmes-title" className="flex flex-col gap-3">
      <h2 id="programmes-title" className="text-2xl font-semibold tracking-tight">
        {`Programmes (${formatNumber(total)})`}
      </h2>
      <ProgrammeList>
        {items.map((p) => (
          <ProgrammeCard key={p.id} p={p} display={p.fee?.currency ?? 'GBP'} fx={fx} />
        ))}
      </ProgrammeList>
      <p>
        <IntentLink
          href={programmesFilterHref({ provider })}
          className="font-medium text-primary underline"
        >
          {`All ${formatNumber(total)} programmes at ${name}`}
        </IntentLink>
      </p>
    </section>
  )
}

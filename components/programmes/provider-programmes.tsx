import { connection } from 'next/server'

import type { FxTable } from '@/lib/currency'
import { formatNumber } from '@/lib/format'
import { getInstitution } from '@/lib/institutions'
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

/**
 * A curated university's programmes, from its directory record. Its page is prerendered while the
 * open data is only in the database at run time: this part is read on request (under a Suspense
 * boundary whose fallback, `ProviderProgrammesLink`, already leads to them).
 */
export async function CuratedProgrammes({
  directoryId,
  name,
  fx,
}: {
  directoryId: string
  name: string
  fx: FxTable
}) {
  await connection()
  const directory = await getInstitution(directoryId)
  if (!directory) return null
  return (
    <ProviderProgrammes provider={directory.id} name={name} total={directory.programmes} fx={fx} />
  )
}

/** The way to a provider's programmes in the finder, while (or if) the list itself does not show. */
export function ProviderProgrammesLink({ provider, name }: { provider: string; name: string }) {
  return (
    <p>
      <IntentLink
        href={programmesFilterHref({ provider })}
        className="font-medium text-primary underline"
      >
        {`Programmes at ${name}`}
      </IntentLink>
    </p>
  )
}

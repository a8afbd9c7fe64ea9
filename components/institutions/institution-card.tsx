import Link from 'next/link'

import { placeOf } from '@/lib/institutions/countries'
import { institutionHref } from '@/lib/institutions/state'
import type { Institution } from '@/data/open-schema'

/** A compact result: name (linking to its page), place and web address. Kept small: 24 per page. */
export function InstitutionCard({ institution }: { institution: Institution }) {
  return (
    <article className="flex h-full flex-col gap-1 rounded-lg border bg-card p-4">
      <h3 className="font-semibold">
        <Link href={institutionHref(institution.id)} className="hover:underline">
          {institution.name}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">{placeOf(institution)}</p>
      {institution.domains[0] ? (
        <p className="text-sm break-all text-muted-foreground">{institution.domains[0]}</p>
      ) : null}
    </article>
  )
}

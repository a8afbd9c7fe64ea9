import { formatNumber } from '@/lib/format'
import { countInstitutions } from '@/lib/institutions'
import { institutionsSearchHref } from '@/lib/institutions/state'
import { IntentLink } from '@/components/ui/intent-link'

/** "Not listed? Search N institutions worldwide", carrying the list's search to /institutions. */
export async function DirectoryLink({ search }: { search: string }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      Not listed?{' '}
      <IntentLink
        href={institutionsSearchHref(search)}
        className="font-medium text-primary underline"
      >
        Search {formatNumber(await countInstitutions())} institutions worldwide
      </IntentLink>
    </p>
  )
}

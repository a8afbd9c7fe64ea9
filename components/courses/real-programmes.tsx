import type { RealProgrammesLink } from '@/lib/courses/card'
import { IntentLink } from '@/components/ui/intent-link'

/**
 * "312 real programmes in this field": the matching programmes of the open registers. Not a client
 * module of its own, so a course page renders it on the server without loading the card list's
 * client code; the client cards import it too.
 */
export function RealProgrammes({ real, name }: { real: RealProgrammesLink | null; name: string }) {
  if (!real) return null
  return (
    <IntentLink href={real[0]} className="text-link">
      {`${real[1]} real programmes in this field`}
      <span className="sr-only">{`: ${name}`}</span>
    </IntentLink>
  )
}

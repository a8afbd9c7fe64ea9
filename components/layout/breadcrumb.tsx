import { Fragment } from 'react'

import { IntentLink } from '@/components/ui/intent-link'

type Step = { href: string; label: string }

/** "Courses / Computer Science": the steps up as links, then the current page. */
export function Breadcrumb({ trail, current }: { trail: readonly Step[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      {trail.map((step) => (
        <Fragment key={step.href}>
          <IntentLink href={step.href} className="hover:underline">
            {step.label}
          </IntentLink>{' '}
          /{' '}
        </Fragment>
      ))}
      <span aria-current="page">{current}</span>
    </nav>
  )
}

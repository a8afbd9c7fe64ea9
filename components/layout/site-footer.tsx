'use client'

import { footerNav, siteConfig } from '@/lib/site'
import type { Operator } from '@/lib/site/operator'
import { IntentLink } from '@/components/ui/intent-link'

import { OperatorContact } from './operator-contact'

/**
 * A client component though it never changes: its links then travel once, in the cached script,
 * instead of in every page's RSC payload next to the same HTML.
 */
export function SiteFooter({
  year,
  sources,
  operator,
}: {
  year: number
  /** Each dataset as "<title> as of <date>". */
  sources: string[]
  /** Who runs the site: only the configured values are shown. */
  operator: Operator
}) {
  return (
    <footer className="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <p className="text-lg font-semibold">{siteConfig.name}</p>
          <p className="mt-2 text-sm text-muted-foreground">{siteConfig.tagline}</p>
          {operator.name ? <p className="mt-2 text-sm">{`Run by ${operator.name}`}</p> : null}
          <OperatorContact operator={operator} />
        </div>
        {footerNav.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul>
              {group.items.map((link) => (
                <li key={link.href}>
                  <IntentLink href={link.href}>{link.title}</IntentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground sm:px-6">
          <p>{`Data: ${sources.join('; ')}.`}</p>
          <p>{`© ${year} ${siteConfig.name}. All rights reserved.`}</p>
          {operator.companyNumber ? <p>{operator.companyNumber}</p> : null}
        </div>
      </div>
    </footer>
  )
}

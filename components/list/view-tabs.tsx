import Link from 'next/link'

import { cn } from '@/lib/utils'

export type ViewTab = { id: string; label: string; href: string }

/** Tabs that are links: the active view lives in the URL, so each tab can be shared and works without JavaScript. */
export function ViewTabs({
  tabs,
  active,
  label,
}: {
  tabs: ViewTab[]
  active: string
  label: string
}) {
  return (
    <nav aria-label={label} className="border-b">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              href={tab.href}
              scroll={false}
              aria-current={tab.id === active ? 'page' : undefined}
              className={cn(
                'inline-flex h-11 items-center border-b-2 px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none',
                tab.id === active
                  ? 'border-primary text-primary'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

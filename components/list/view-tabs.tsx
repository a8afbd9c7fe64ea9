import { cn } from '@/lib/utils'
import { IntentLink } from '@/components/ui/intent-link'

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
      {/* On a phone the tabs share the width and their labels wrap, so none is cut off. */}
      <ul className="-mb-px grid auto-cols-fr grid-flow-col gap-1 sm:flex">
        {tabs.map((tab) => (
          <li key={tab.id} className="flex">
            <IntentLink
              href={tab.href}
              scroll={false}
              aria-current={tab.id === active ? 'page' : undefined}
              className={cn(
                'flex min-h-11 w-full items-center justify-center border-b-2 px-2 py-1 text-center text-sm leading-tight font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none sm:px-4 sm:whitespace-nowrap',
                tab.id === active
                  ? 'border-primary text-primary'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

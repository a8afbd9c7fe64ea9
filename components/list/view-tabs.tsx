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
              className="view-tab"
            >
              {tab.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

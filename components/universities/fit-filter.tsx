import { IntentLink } from '@/components/ui/intent-link'

export type FitChoice = {
  show: string
  label: string
  count: number
  href: string
  current: boolean
}

/**
 * With a budget: show all universities or one kind of fit, each with how many the other filters
 * leave. Links, like the view tabs, so the choice lives in the URL and works without JavaScript;
 * outside the filter form, so it stays in view on a phone where the form folds away.
 */
export function FitFilter({ choices }: { choices: FitChoice[] }) {
  return (
    <nav aria-labelledby="fit-filter-label" className="flex flex-col gap-2">
      <p id="fit-filter-label" className="text-sm font-medium">
        Show by budget fit
      </p>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.show}>
            <IntentLink
              href={choice.href}
              scroll={false}
              aria-current={choice.current ? 'page' : undefined}
              className="flex min-h-11 items-center rounded-full border bg-card px-4 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {`${choice.label} (${choice.count})`}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

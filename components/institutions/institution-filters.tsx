'use client'

import {
  INSTITUTION_TYPE_LABELS,
  INSTITUTION_TYPES,
  INSTITUTIONS_URL,
  type InstitutionType,
} from '@/lib/institutions/url'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import { NativeSelect } from '@/components/ui/native-select'
import { FilterForm } from '@/components/list/filter-form'

type Props = {
  search: string
  country: string
  type: InstitutionType
  active: number
  /**
   * The countries as one string, "ADAndorra|AEUnited Arab Emirates|…" (ISO code, then name): a
   * client component's props travel in the page, and 200 countries as elements would double it.
   */
  countries: string
  clearHref?: string
}

// Short classes on purpose: /institutions?search=…&page=2 must stay under 80 KB of HTML.
const control =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none'
const button =
  'inline-flex h-10 items-center rounded-md px-4 text-sm font-medium focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none'

/** Search and country for /institutions: a GET form, live with JavaScript (FilterForm). */
export function InstitutionFilters({ search, country, type, active, countries, clearHref }: Props) {
  return (
    <FilterForm
      list={INSTITUTIONS_URL}
      label="Search institutions"
      active={active}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <div className="relative">
        <label htmlFor="search" className="sr-only">
          Search institutions
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
          aria-hidden
        />
        <input
          id="search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder="Search by name, city or web address"
          className={`${control} pl-9 placeholder:text-muted-foreground`}
          maxLength={100}
        />
      </div>
      <div>
        <label htmlFor="country" className="sr-only">
          Country
        </label>
        <NativeSelect id="country" name="country" defaultValue={country}>
          <option value="">All countries</option>
          {countries.split('|').map((entry) => (
            <option key={entry} value={entry.slice(0, 2)}>
              {entry.slice(2)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <label htmlFor="type" className="sr-only">
          Type
        </label>
        <NativeSelect id="type" name="type" defaultValue={type}>
          {INSTITUTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {INSTITUTION_TYPE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={`${button} bg-secondary text-secondary-foreground`}>
          Search
        </button>
        {clearHref ? (
          <IntentLink href={clearHref} scroll={false} className={`${button} hover:bg-accent`}>
            Clear
          </IntentLink>
        ) : null}
      </div>
    </FilterForm>
  )
}

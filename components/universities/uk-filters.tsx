import Link from 'next/link'

import { UK_ORDER_LABELS, UK_ORDERS } from '@/lib/universities/options'
import { UK_URL, type UkState } from '@/lib/universities/state'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { FilterForm } from '@/components/list/filter-form'

export function UkFilters({
  state,
  cities,
  clearHref,
}: {
  state: UkState
  cities: string[]
  clearHref?: string
}) {
  return (
    <FilterForm
      list={UK_URL}
      label="Filter UK universities"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <div className="relative">
        <label htmlFor="search" className="sr-only">
          Search UK universities
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id="search"
          name="search"
          type="search"
          defaultValue={state.search}
          placeholder="Search by name, program or location"
          className="pl-9"
          maxLength={100}
        />
      </div>
      <div>
        <label htmlFor="city" className="sr-only">
          City
        </label>
        <NativeSelect id="city" name="city" defaultValue={state.city}>
          <option value="">All cities</option>
          {cities.map((city) => (
            <option key={city}>{city}</option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <label htmlFor="order" className="sr-only">
          Ranking order
        </label>
        <NativeSelect id="order" name="order" defaultValue={state.order}>
          {UK_ORDERS.map((order) => (
            <option key={order} value={order}>
              {UK_ORDER_LABELS[order]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        {clearHref ? (
          <Button asChild variant="ghost">
            <Link href={clearHref} scroll={false}>
              Clear Filters
            </Link>
          </Button>
        ) : null}
      </div>
    </FilterForm>
  )
}

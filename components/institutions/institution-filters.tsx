import Link from 'next/link'

import { countryName } from '@/lib/institutions/countries'
import { INSTITUTIONS_URL, type InstitutionsState } from '@/lib/institutions/state'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { FilterForm } from '@/components/list/filter-form'

type Props = { state: InstitutionsState; countries: string[]; clearHref?: string }

export function InstitutionFilters({ state, countries, clearHref }: Props) {
  return (
    <FilterForm
      list={INSTITUTIONS_URL}
      label="Search institutions"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[2fr_1fr_auto]"
    >
      <div className="relative">
        <label htmlFor="search" className="sr-only">
          Search institutions
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
          placeholder="Search by name, city or web address"
          className="pl-9"
          maxLength={100}
        />
      </div>
      <div>
        <label htmlFor="country" className="sr-only">
          Country
        </label>
        <NativeSelect id="country" name="country" defaultValue={state.country}>
          <option value="">All countries</option>
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {clearHref ? (
          <Button asChild variant="ghost">
            <Link href={clearHref} scroll={false}>
              Clear
            </Link>
          </Button>
        ) : null}
      </div>
    </FilterForm>
  )
}

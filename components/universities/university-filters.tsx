import {
  BUDGET_LEVEL_LABELS,
  BUDGET_LEVELS,
  SORT_LABELS,
  UNIVERSITY_SORTS,
} from '@/lib/universities/options'
import { UNIVERSITIES_URL, type UniversitiesState } from '@/lib/universities/state'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { CurrencyOptions } from '@/components/currency/currency-options'
import { FilterActions } from '@/components/list/filter-actions'
import { FilterForm } from '@/components/list/filter-form'
import { SearchField } from '@/components/list/search-field'

type Props = {
  state: UniversitiesState
  /** The currency the budget is read in (the URL's, else the remembered one), and those on offer. */
  display: string
  currencies: string[]
  countries: string[]
  regions: string[]
  /** Each country's region: the country list follows the chosen region, and a clash clears one. */
  countryRegions: Record<string, string>
  clearHref?: string
}

export function UniversityFilters({
  state,
  display,
  currencies,
  countries,
  regions,
  countryRegions,
  clearHref,
}: Props) {
  const shownCountries = state.region
    ? countries.filter((c) => countryRegions[c] === state.region || c === state.country)
    : countries
  return (
    <FilterForm
      list={UNIVERSITIES_URL}
      active={
        [state.search, state.country, state.region].filter(Boolean).length + (state.budget ? 1 : 0)
      }
      linked={{ child: 'country', parent: 'region', parentOf: countryRegions }}
      label="Filter universities"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      {state.compare.length ? (
        <input type="hidden" name="compare" value={state.compare.join(',')} />
      ) : null}
      <SearchField
        label="Search universities"
        placeholder="Search by name, program or location"
        defaultValue={state.search}
      />
      <div>
        <label htmlFor="country" className="sr-only">
          Country
        </label>
        <NativeSelect id="country" name="country" defaultValue={state.country}>
          <option value="">All countries</option>
          {shownCountries.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <label htmlFor="region" className="sr-only">
          Region
        </label>
        <NativeSelect id="region" name="region" defaultValue={state.region}>
          <option value="">All regions</option>
          {regions.map((region) => (
            <option key={region}>{region}</option>
          ))}
        </NativeSelect>
      </div>
      {state.budget ? (
        // With a budget the list is in order of fit; the chosen sort is kept for when it is cleared.
        <div>
          <input type="hidden" name="sort" value={state.sort} />
          <p className="flex h-10 items-center rounded-md border bg-muted/40 px-3 text-sm">
            Order: by budget fit
          </p>
        </div>
      ) : (
        <div>
          <label htmlFor="sort" className="sr-only">
            Sort by
          </label>
          <NativeSelect id="sort" name="sort" defaultValue={state.sort}>
            {UNIVERSITY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                Sort: {SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {state.fit !== 'all' ? <input type="hidden" name="fit" value={state.fit} /> : null}
      <div className="grid gap-3 sm:grid-cols-3 md:col-span-2 lg:col-span-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="budget" className="text-sm font-medium">
            {`Budget per year (${display})`}
          </label>
          <Input
            id="budget"
            name="budget"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            placeholder="No budget"
            defaultValue={state.budget || ''}
            aria-describedby="budget-hint"
          />
          <p id="budget-hint" className="text-xs text-muted-foreground">
            A year in all: tuition, the living cost the student visa requires, and the visa and
            health charges, checked for each university.
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="currency" className="text-sm font-medium">
            Currency
          </label>
          <NativeSelect id="currency" name="currency" defaultValue={state.currency}>
            <CurrencyOptions codes={currencies} blank={state.currency ? undefined : display} />
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="level" className="text-sm font-medium">
            Tuition for
          </label>
          <NativeSelect id="level" name="level" defaultValue={state.level}>
            {BUDGET_LEVELS.map((level) => (
              <option key={level} value={level}>
                {BUDGET_LEVEL_LABELS[level]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <FilterActions clearHref={clearHref} className="self-start lg:mt-6" />
    </FilterForm>
  )
}

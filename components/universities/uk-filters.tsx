import { UK_ORDER_LABELS, UK_ORDERS } from '@/lib/universities/options'
import { UK_URL, type UkState } from '@/lib/universities/state'
import { NativeSelect } from '@/components/ui/native-select'
import { FilterActions } from '@/components/list/filter-actions'
import { FilterForm } from '@/components/list/filter-form'
import { SearchField } from '@/components/list/search-field'

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
      active={[state.search, state.city].filter(Boolean).length}
      label="Filter UK universities"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <SearchField
        label="Search UK universities"
        placeholder="Search by name, program or location"
        defaultValue={state.search}
      />
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
      <FilterActions clearHref={clearHref} />
    </FilterForm>
  )
}

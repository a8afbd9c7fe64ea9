import { SHORTLIST_ORDERS } from '@/lib/shortlist/costs'
import { SHORTLIST_ORDER_LABELS, SHORTLIST_URL, type ShortlistView } from '@/lib/shortlist/state'
import { BUDGET_LEVEL_LABELS, BUDGET_LEVELS } from '@/lib/universities/options'
import { NativeSelect } from '@/components/ui/native-select'
import { CurrencyOptions } from '@/components/currency/currency-options'
import { FilterActions } from '@/components/list/filter-actions'
import { FilterForm } from '@/components/list/filter-form'

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  )
}

/**
 * Order, the universities' level and the currency of the totals: a GET form (live with
 * JavaScript) that carries the saved ids as hidden fields, so the list stays the same.
 */
export function CostOptions({
  view,
  query,
  currencies,
  universities,
}: {
  view: ShortlistView
  /** The saved ids as the URL holds them (u, p, i, s). */
  query: Record<string, string>
  currencies: string[]
  /** Whether universities are saved: only then does their level matter. */
  universities: boolean
}) {
  return (
    <FilterForm
      list={SHORTLIST_URL}
      label="Order and currency of the totals"
      className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[repeat(3,minmax(0,12rem))_auto] sm:items-end"
    >
      {Object.entries(query).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field id="order" label="Order">
        <NativeSelect id="order" name="order" defaultValue={view.order}>
          {SHORTLIST_ORDERS.map((order) => (
            <option key={order} value={order}>
              {SHORTLIST_ORDER_LABELS[order]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {universities ? (
        <Field id="level" label="Universities’ tuition for">
          <NativeSelect id="level" name="level" defaultValue={view.level}>
            {BUDGET_LEVELS.map((level) => (
              <option key={level} value={level}>
                {BUDGET_LEVEL_LABELS[level]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <Field id="currency" label="Currency">
        <NativeSelect id="currency" name="currency" defaultValue={view.currency}>
          <CurrencyOptions codes={currencies} />
        </NativeSelect>
      </Field>
      <FilterActions />
    </FilterForm>
  )
}

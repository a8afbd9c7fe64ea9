import type { BrowseFilters } from '@/lib/scholarships/options'
import type { ListUrl, ParamValue } from '@/lib/url-state'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { FilterForm } from '@/components/list/filter-form'

type Props<T extends Record<string, ParamValue>> = {
  /** The page's path and default state: values at their defaults stay out of the URL. */
  list: ListUrl<T>
  state: BrowseFilters
  levels: string[]
  hosts: { code: string; name: string }[]
  /** The rest of the page's state (tab, type, the matcher's profile), kept as the filters change. */
  hidden: [string, string][]
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <div className="flex min-h-9 items-center gap-2">
      <input
        id={`filter-${name}`}
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={checked}
        className="size-4 accent-primary"
      />
      <Label htmlFor={`filter-${name}`}>{label}</Label>
    </div>
  )
}

/** Level, country of study, fully funded and open now: a GET form, live with JavaScript. */
export function ScholarshipFilters<T extends Record<string, ParamValue>>(props: Props<T>) {
  const { state } = props
  return (
    <FilterForm
      list={props.list}
      label="Narrow the list"
      className="grid items-end gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto]"
    >
      {props.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-col gap-2">
        <Label htmlFor="filter-level">Level of study</Label>
        <NativeSelect id="filter-level" name="level" defaultValue={state.level}>
          <option value="">Any level</option>
          {props.levels.map((level) => (
            <option key={level}>{level}</option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="filter-host">Country of study</Label>
        <NativeSelect id="filter-host" name="host" defaultValue={state.host}>
          <option value="">Any country</option>
          {props.hosts.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Check name="funded" label="Fully funded only" checked={state.funded === 1} />
      <Check name="open" label="Open now" checked={state.open === 1} />
      <Button type="submit" variant="secondary">
        Apply filters
      </Button>
    </FilterForm>
  )
}

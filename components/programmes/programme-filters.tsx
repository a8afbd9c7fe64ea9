import Link from 'next/link'

import { currencyLabel } from '@/lib/currency'
import { formatNumber } from '@/lib/format'
import {
  LEVEL_LABELS,
  PROGRAMME_COUNTRIES,
  PROGRAMME_COUNTRY_LABELS,
  PROGRAMME_MODE_LABELS,
  PROGRAMME_MODES,
  PROGRAMME_SORT_LABELS,
  PROGRAMME_SORTS,
  slugify,
} from '@/lib/programmes/options'
import type { Facets } from '@/lib/programmes/query'
import { PROGRAMMES_URL, type ProgrammesState } from '@/lib/programmes/state'
import { PROGRAMME_LEVELS } from '@/data/open-schema'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { FilterForm } from '@/components/list/filter-form'

type Subject = { slug: string; label: string }
type Props = {
  state: ProgrammesState
  display: string
  currencies: string[]
  subjects: { categories: Subject[]; finer: Subject[] }
  facets: Facets
  clearHref?: string
}

const count = (facet: Map<string, number>, value: string) =>
  ` (${formatNumber(facet.get(value) ?? 0)})`

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

/** The /programmes filters: a GET form, live with JavaScript; each option shows its count. */
export function ProgrammeFilters({
  state,
  display,
  currencies,
  subjects,
  facets,
  clearHref,
}: Props) {
  const subjectOption = (s: Subject) => (
    <option key={s.slug} value={s.slug}>
      {s.label}
      {count(facets.subject, s.slug)}
    </option>
  )
  return (
    <FilterForm
      list={PROGRAMMES_URL}
      label="Filter programmes"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <Field id="search" label="Search">
          <Input
            id="search"
            name="search"
            type="search"
            defaultValue={state.search}
            placeholder="Title, subject or provider"
            maxLength={100}
          />
        </Field>
      </div>
      <Field id="subject" label="Subject">
        <NativeSelect id="subject" name="subject" defaultValue={state.subject}>
          <option value="">All subjects</option>
          <optgroup label="Subject areas">{subjects.categories.map(subjectOption)}</optgroup>
          <optgroup label="Fields">{subjects.finer.map(subjectOption)}</optgroup>
        </NativeSelect>
      </Field>
      <Field id="level" label="Level">
        <NativeSelect id="level" name="level" defaultValue={state.level}>
          <option value="">All levels</option>
          {PROGRAMME_LEVELS.map((level) => (
            <option key={level} value={slugify(level)}>
              {LEVEL_LABELS[level]}
              {count(facets.level, slugify(level))}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="country" label="Country">
        <NativeSelect id="country" name="country" defaultValue={state.country}>
          <option value="">All countries</option>
          {PROGRAMME_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {PROGRAMME_COUNTRY_LABELS[c]}
              {count(facets.country, c)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="mode" label="Study mode">
        <NativeSelect id="mode" name="mode" defaultValue={state.mode}>
          <option value="">Any mode</option>
          {PROGRAMME_MODES.map((m) => (
            <option key={m} value={m}>
              {PROGRAMME_MODE_LABELS[m]}
              {count(facets.mode, m)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="maxFee" label={`Max. fee per year (${display})`}>
        <Input
          id="maxFee"
          name="maxFee"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          defaultValue={state.maxFee || ''}
          placeholder="No limit"
        />
      </Field>
      <Field id="currency" label="Currency">
        <NativeSelect id="currency" name="currency" defaultValue={display}>
          {currencies.map((c) => (
            <option key={c} value={c}>
              {currencyLabel(c)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="sort" label="Sort by">
        <NativeSelect id="sort" name="sort" defaultValue={state.sort}>
          {PROGRAMME_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {PROGRAMME_SORT_LABELS[sort]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
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

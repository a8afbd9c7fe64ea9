import { FIT_KINDS, type FitKind } from '@/lib/costs/fit'
import { formatNumber } from '@/lib/format'
import type { FitCounts } from '@/lib/programmes/budget'
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
import { PROGRAMMES_URL, programmesHref, type ProgrammesState } from '@/lib/programmes/state'
import { PROGRAMME_LEVELS } from '@/data/open-schema'
import { IntentLink } from '@/components/ui/intent-link'
import { CurrencyOptions } from '@/components/currency/currency-options'
import { FilterActions } from '@/components/list/filter-actions'
import { FilterForm } from '@/components/list/filter-form'

type Subject = { slug: string; label: string; country?: string }
type Props = {
  state: ProgrammesState
  display: string
  currencies: string[]
  subjects: { categories: Subject[]; finer: Subject[] }
  facets: Facets
  /** With a budget, how many matches fit it in each way. */
  fits: FitCounts | null
  /** The name of the provider filtered on, if any. */
  providerName?: string
  active: number
  clearHref?: string
}

// Native controls with one short class list: the page sends each control twice (HTML and RSC
// payload), and its HTML budget is 80 KB for page 2.
const control = 'h-10 w-full rounded-md border bg-background px-2 text-sm'

const FIT_LABELS: Record<FitKind, string> = {
  within: 'Within budget',
  partly: 'Partly',
  unknown: 'Not known',
  above: 'Above budget',
}

const withCount = (label: string, facet: Record<string, number>, value: string) =>
  `${label} (${formatNumber(facet[value] ?? 0)})`

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  )
}

/** A select of one filter whose options show how many programmes each would find. */
function FacetSelect(props: {
  id: string
  label: string
  any: string
  value: string
  options: readonly (readonly [value: string, label: string])[]
  facet: Record<string, number>
}) {
  const { id, label, any, value, options, facet } = props
  return (
    <Field id={id} label={label}>
      <select id={id} name={id} className={control} defaultValue={value}>
        <option value="">{any}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {withCount(text, facet, v)}
          </option>
        ))}
      </select>
    </Field>
  )
}

const FIELD_GROUPS: Record<string, string> = {
  GB: 'UK fields (Discover Uni)',
  AU: 'Australian fields (CRICOS)',
}

/**
 * The /programmes filters: a GET form, live with JavaScript; each option shows its count. Each
 * register has its own finer fields, offered once a country is chosen.
 */
export function ProgrammeFilters({
  state,
  display,
  currencies,
  subjects,
  facets,
  fits,
  providerName,
  active,
  clearHref,
}: Props) {
  const subjectOption = (s: Subject) => (
    <option key={s.slug} value={s.slug}>
      {withCount(s.label, facets.subject, s.slug)}
    </option>
  )
  const finer = subjects.finer.filter(
    (s) => s.slug === state.subject || (s.country === state.country && s.slug in facets.subject),
  )
  return (
    <FilterForm
      list={PROGRAMMES_URL}
      label="Filter programmes"
      active={active}
      className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {state.provider ? (
        <p className="flex flex-wrap items-center gap-2 text-sm sm:col-span-2 lg:col-span-4">
          <input type="hidden" name="provider" value={state.provider} />
          {`Provider: ${providerName}`}
          <IntentLink
            href={programmesHref(state, { provider: '', page: 1 })}
            className="font-medium text-primary underline"
          >
            Any provider
          </IntentLink>
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Field id="search" label="Search">
          <input
            id="search"
            name="search"
            type="search"
            className={control}
            defaultValue={state.search}
            placeholder="Title, subject or provider"
            maxLength={100}
          />
        </Field>
      </div>
      <Field id="subject" label="Subject">
        <select id="subject" name="subject" className={control} defaultValue={state.subject}>
          <option value="">All subjects</option>
          <optgroup label="Subject areas">{subjects.categories.map(subjectOption)}</optgroup>
          {finer.length ? (
            <optgroup label={FIELD_GROUPS[state.country] ?? 'Fields'}>
              {finer.map(subjectOption)}
            </optgroup>
          ) : null}
        </select>
      </Field>
      <FacetSelect
        id="level"
        label="Level"
        any="All levels"
        value={state.level}
        options={PROGRAMME_LEVELS.map((l) => [slugify(l), LEVEL_LABELS[l]] as const)}
        facet={facets.level}
      />
      <FacetSelect
        id="country"
        label="Country"
        any="All countries"
        value={state.country}
        options={PROGRAMME_COUNTRIES.map((c) => [c, PROGRAMME_COUNTRY_LABELS[c]] as const)}
        facet={facets.country}
      />
      <FacetSelect
        id="mode"
        label="Study mode"
        any="Any mode"
        value={state.mode}
        options={PROGRAMME_MODES.map((m) => [m, PROGRAMME_MODE_LABELS[m]] as const)}
        facet={facets.mode}
      />
      <div className="grid gap-1 text-sm font-medium">
        <label htmlFor="budget">{`Budget a year (${display})`}</label>
        <input
          id="budget"
          name="budget"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className={control}
          defaultValue={state.budget || ''}
          placeholder="No budget"
          aria-describedby="budget-hint"
        />
        <p id="budget-hint" className="text-xs font-normal text-muted-foreground">
          A year in all: tuition, the living cost the student visa requires, and the visa and health
          charges.
        </p>
      </div>
      {fits ? (
        <Field id="fit" label="Fit to the budget">
          <select id="fit" name="fit" className={control} defaultValue={state.fit}>
            <option value="">
              {`Every fit (${formatNumber(FIT_KINDS.reduce((n, k) => n + fits[k], 0))})`}
            </option>
            {FIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {`${FIT_LABELS[kind]} (${formatNumber(fits[kind])})`}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field id="currency" label="Currency">
        <select id="currency" name="currency" className={control} defaultValue={display}>
          <CurrencyOptions codes={currencies} />
        </select>
      </Field>
      <Field id="sort" label="Sort by">
        <select id="sort" name="sort" className={control} defaultValue={state.sort}>
          {PROGRAMME_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {PROGRAMME_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </Field>
      <FilterActions clearHref={clearHref} className="items-end sm:col-span-2 lg:col-span-4" />
    </FilterForm>
  )
}

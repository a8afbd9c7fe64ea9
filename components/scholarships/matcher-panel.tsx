import type { MatchCardData } from '@/lib/scholarships/card'
import type { GradeConversion } from '@/lib/scholarships/grades'
import type { ClosedMatch, NotEligible } from '@/lib/scholarships/matcher'
import {
  MATCHER_COUNTRIES,
  MATCHER_DEGREES,
  MATCHER_FIELDS,
  MATCHER_TYPE_LABELS,
  MATCHER_TYPES,
} from '@/lib/scholarships/options'
import { SCHOLARSHIPS_URL, type ScholarshipsState } from '@/lib/scholarships/state'
import { GRADE_SCALES } from '@/data/grade-scales'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

import { GradeFields, type GradeScaleChoice } from './grade-fields'
import { GradeNote, MatchResults } from './match-results'
import { MatcherForm } from './matcher-form'
import { NationalitySelect } from './nationality-select'
import { ScoringRules } from './scoring-rules'

const GRADE_SCALE_CHOICES: GradeScaleChoice[] = GRADE_SCALES.map((s) => ({
  id: s.id,
  country: s.country,
  label: s.label,
  range: s.range,
  example: s.example,
}))

const UNSCORED_NOTE_ID = 'matcher-unscored'
const GRADE_NOTE_ID = 'matcher-grade-note'

type Option = { value: string; label: string }
const options = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }))

function SelectField(props: { name: string; label: string; value: string; options: Option[] }) {
  const id = `matcher-${props.name}`
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{props.label}</Label>
      <NativeSelect id={id} name={props.name} defaultValue={props.value}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

function CheckField(props: { name: string; label: string; checked: boolean }) {
  const id = `matcher-${props.name}`
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        name={props.name}
        value="1"
        defaultChecked={props.checked}
        className="size-4 accent-primary"
      />
      <Label htmlFor={id}>{props.label}</Label>
    </div>
  )
}

function InputField({
  name,
  label,
  describedBy,
  ...props
}: React.ComponentProps<'input'> & { label: string; describedBy: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`matcher-${name}`}>{label}</Label>
      <Input id={`matcher-${name}`} name={name} aria-describedby={describedBy} {...props} />
    </div>
  )
}

type Props = {
  state: ScholarshipsState
  submitted: boolean
  cards: MatchCardData[]
  closed: ClosedMatch[]
  notEligible: NotEligible[]
  grade: GradeConversion | undefined
  modifyHref: string
  /** Which rates, of which day, the budget marks rest on. */
  ratesNote: string | null
}

export function MatcherPanel({
  state,
  submitted,
  cards,
  closed,
  notEligible,
  grade,
  modifyHref,
  ratesNote,
}: Props) {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <section
        aria-labelledby="profile-title"
        className="rounded-xl border bg-card p-5 shadow-sm lg:sticky lg:top-20"
      >
        <h2 id="profile-title" className="text-xl font-semibold">
          Your profile
        </h2>
        <MatcherForm
          list={SCHOLARSHIPS_URL}
          resultsId="matches"
          label="Scholarship matcher profile"
          submitted={submitted}
          className="mt-4 grid gap-4"
        >
          <SelectField
            name="degree"
            label="Degree level"
            value={state.degree}
            options={[{ value: '', label: 'Select degree level' }, ...options(MATCHER_DEGREES)]}
          />
          <SelectField
            name="field"
            label="Field of study"
            value={state.field}
            options={[{ value: '', label: 'Select field of study' }, ...options(MATCHER_FIELDS)]}
          />
          <SelectField
            name="country"
            label="Preferred country"
            value={state.country}
            options={[{ value: '', label: 'Select country' }, ...options(MATCHER_COUNTRIES)]}
          />
          <SelectField
            name="scholarshipType"
            label="Scholarship type"
            value={state.scholarshipType}
            options={MATCHER_TYPES.map((t) => ({ value: t, label: MATCHER_TYPE_LABELS[t] }))}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor="matcher-nationality">Nationality (optional)</Label>
            <NationalitySelect
              id="matcher-nationality"
              name="nationality"
              defaultValue={state.nationality}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Show only</legend>
            <CheckField name="funded" label="Fully funded only" checked={state.funded === 1} />
            <CheckField name="open" label="Open now" checked={state.open === 1} />
          </fieldset>
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">Your grades</legend>
            <GradeFields
              scales={GRADE_SCALE_CHOICES}
              scale={state.scale}
              grade={state.gpa}
              describedBy={GRADE_NOTE_ID}
            />
            <GradeNote id={GRADE_NOTE_ID} grade={grade} />
          </fieldset>
          <InputField
            name="budget"
            label="Budget (USD a year)"
            type="number"
            inputMode="numeric"
            step={1}
            min={0}
            placeholder="e.g. 20000"
            defaultValue={state.budget || ''}
            describedBy={UNSCORED_NOTE_ID}
          />
          <p id={UNSCORED_NOTE_ID} className="text-sm text-muted-foreground">
            Your grade and budget do not change the match score. With a budget, an award at one
            university says whether a year there (tuition and living cost) fits it. Nationality,
            degree level, country and field decide which awards you can hold: an award you cannot
            hold is listed apart, with the reason, and so is one whose round for the coming intake
            has closed. Each programme sets its own grade and cost rules, so check its official
            page.{ratesNote ? ` ${ratesNote}` : ''}
          </p>
          <Button type="submit" name="match" value="1" size="lg">
            <Icon name="search" aria-hidden />
            Find My Scholarships
          </Button>
        </MatcherForm>
        <ScoringRules />
      </section>
      <MatchResults
        submitted={submitted}
        cards={cards}
        closed={closed}
        notEligible={notEligible}
        modifyHref={modifyHref}
        focusId="matcher-degree"
      />
    </div>
  )
}

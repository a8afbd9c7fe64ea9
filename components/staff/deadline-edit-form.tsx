'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form'

import {
  DEADLINE_LEVEL_LABEL,
  deadlineFormSchema,
  deadlineFormValues,
  type DeadlineForm,
  type DeadlineLevel,
} from '@/lib/universities/deadline-edit'
import { deadlineWhen } from '@/lib/universities/deadlines'
import { DEADLINE_LEVELS, type UniversityDeadlineRecord } from '@/data/schema'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { ConflictPanel, SaveFooter, useRecordSave } from '@/components/staff/record-edit'

/** One level's deadlines as one line, for the two versions side by side. */
const typedSummary = (level: DeadlineForm[DeadlineLevel]) =>
  (level?.deadlines ?? []).map((d) => `${d.label}: ${d.day || 'usual timing kept'}`).join('; ')
const storedSummary = (record: UniversityDeadlineRecord, level: DeadlineLevel) =>
  (record[level]?.deadlines ?? []).map((d) => `${d.label}: ${deadlineWhen(d.date)}`).join('; ')

function LevelFields({
  level,
  record,
  control,
  register,
  errors,
}: {
  level: DeadlineLevel
  record: UniversityDeadlineRecord
  control: Control<DeadlineForm>
  register: UseFormRegister<DeadlineForm>
  errors: FieldErrors<DeadlineForm>
}) {
  const rows = useFieldArray({ control, name: `${level}.deadlines` })
  const typed = useWatch({ control, name: `${level}.deadlines` })
  const e = errors[level]
  const label = DEADLINE_LEVEL_LABEL[level]
  const id = (name: string) => `${level}-${name}`
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border p-4">
      <legend className="px-1 font-medium">{label}</legend>
      <div className="flex flex-col gap-1">
        <Label htmlFor={id('entry')}>{label}: year of entry</Label>
        <Input
          id={id('entry')}
          type="number"
          aria-invalid={!!e?.entryYear}
          {...register(`${level}.entryYear`, { valueAsNumber: true })}
        />
        {e?.entryYear ? <p className="text-sm text-destructive">{e.entryYear.message}</p> : null}
      </div>
      {rows.fields.map((item, i) => {
        const was = item.from === null ? undefined : record[level]?.deadlines[item.from]
        const rowErrors = e?.deadlines?.[i]
        const n = `${label} deadline ${i + 1}`
        return (
          <div key={item.id} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-2">
            <Input
              aria-label={`${n}: what closes`}
              {...register(`${level}.deadlines.${i}.label`)}
            />
            <div className="flex flex-col gap-1">
              <Input
                type="date"
                aria-label={`${n}: day`}
                {...register(`${level}.deadlines.${i}.day`)}
              />
              {was && !('date' in was.date) ? (
                <span className="text-xs text-muted-foreground">
                  Left empty: {deadlineWhen(was.date)}
                </span>
              ) : null}
            </div>
            <Input
              aria-label={`${n}: how the day is set`}
              placeholder="15 January every year"
              {...register(`${level}.deadlines.${i}.rule`)}
            />
            <Input
              aria-label={`${n}: source title`}
              {...register(`${level}.deadlines.${i}.sourceTitle`)}
            />
            <Input
              aria-label={`${n}: source address`}
              {...register(`${level}.deadlines.${i}.sourceUrl`)}
            />
            <div>
              <Button type="button" variant="ghost" onClick={() => rows.remove(i)}>
                Remove
              </Button>
            </div>
            {rowErrors ? (
              <p className="text-sm text-destructive sm:col-span-2">
                {rowErrors.label?.message ??
                  rowErrors.day?.message ??
                  rowErrors.rule?.message ??
                  rowErrors.sourceTitle?.message ??
                  rowErrors.sourceUrl?.message}
              </p>
            ) : null}
          </div>
        )
      })}
      {e?.deadlines?.message ? (
        <p className="text-sm text-destructive">{e.deadlines.message}</p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            rows.append({
              label: '',
              day: '',
              rule: '',
              sourceTitle: '',
              sourceUrl: '',
              from: null,
            })
          }
        >
          Add a {label.toLowerCase()} deadline
        </Button>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={id('check')}>{label}: mark checked against source</Label>
        <NativeSelect id={id('check')} {...register(`${level}.checkAgainst`)}>
          <option value="">Not checked now</option>
          {[...new Set((typed ?? []).map((d) => d?.sourceUrl).filter(Boolean))].map((url) => (
            <option key={url} value={url}>
              {(typed ?? []).find((d) => d?.sourceUrl === url)?.sourceTitle || url}
            </option>
          ))}
        </NativeSelect>
        {e?.checkAgainst ? (
          <p className="text-sm text-destructive">{e.checkAgainst.message}</p>
        ) : null}
      </div>
    </fieldset>
  )
}

/**
 * A university's deadline form, one part per level it sets dates for. Saving sends the version it
 * was opened on: when someone saved in between, the server answers 409 and the form shows their
 * version beside what was typed, which stays.
 */
export function DeadlineEditForm({
  record,
  name,
  version,
}: {
  record: UniversityDeadlineRecord
  name: string
  version: number
}) {
  const form = useForm<DeadlineForm>({
    resolver: zodResolver(deadlineFormSchema),
    defaultValues: deadlineFormValues(record),
  })
  const { register, formState, control } = form
  const typed = useWatch({ control })
  const levels = DEADLINE_LEVELS.filter((l) => record[l])
  const { save, conflict, keepMine, status, error } = useRecordSave<
    DeadlineForm,
    UniversityDeadlineRecord
  >({ endpoint: `/api/staff/data/deadlines/${record.slug}`, version, form })

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={`Edit the deadlines of ${name}`}
      className="flex flex-col gap-4"
    >
      {conflict ? (
        <ConflictPanel
          saved="Someone saved these deadlines after you opened them."
          heading="Level"
          rows={levels.map((level) => ({
            key: level,
            label: DEADLINE_LEVEL_LABEL[level],
            yours: typedSummary(typed[level] as DeadlineForm[DeadlineLevel]),
            theirs: storedSummary(conflict.theirs, level),
          }))}
          onKeepMine={keepMine}
        />
      ) : null}
      {levels.map((level) => (
        <LevelFields
          key={level}
          level={level}
          record={record}
          control={control}
          register={register}
          errors={formState.errors}
        />
      ))}
      <SaveFooter error={error} status={status} pending={formState.isSubmitting}>
        <p className="text-sm text-muted-foreground">
          A day needs the rule that sets it. Marking a level checked records today&apos;s date and
          the page you compared every date with.
        </p>
      </SaveFooter>
    </form>
  )
}

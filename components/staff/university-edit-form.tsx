'use client'

import type { ComponentProps } from 'react'

import { zodResolver } from '@hookform/resolvers/zod'
import {
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form'

import {
  checkSources,
  TUITION_LEVEL_LABEL,
  TUITION_LEVELS,
  universityFormSchema,
  universityFormValues,
  type TuitionForm,
  type TuitionLevelName,
  type UniversityForm,
} from '@/lib/universities/profile-edit'
import type { University } from '@/data/schema'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { ConflictPanel, SaveFooter, useRecordSave } from '@/components/staff/record-edit'

/** One level's tuition as one line, for the two versions side by side. */
function tuitionSummary(t: Partial<TuitionForm> | undefined) {
  if (!t) return ''
  if (t.kind === 'not-reported') return `Not reported: ${t.reason ?? ''}`
  return `${t.currency ?? ''} ${t.min ?? ''} to ${t.max ?? ''} a year, ${t.year ?? ''}`
}

const TEXT_FIELDS = [
  { key: 'description', label: 'Description' },
  { key: 'englishTest', label: 'English test' },
  { key: 'website', label: 'Website' },
] as const

function Message({ text }: { text?: string }) {
  return text ? <p className="text-sm text-destructive">{text}</p> : null
}

function TuitionFields({
  level,
  control,
  register,
  errors,
}: {
  level: TuitionLevelName
  control: Control<UniversityForm>
  register: UseFormRegister<UniversityForm>
  errors: FieldErrors<UniversityForm>
}) {
  const kind = useWatch({ control, name: `tuition.${level}.kind` })
  const e = errors.tuition?.[level]
  const label = TUITION_LEVEL_LABEL[level]
  const id = (name: string) => `${level}-${name}`
  const field = (
    name: 'min' | 'max' | 'currency' | 'year' | 'note' | 'reason' | 'sourceTitle' | 'sourceUrl',
    text: string,
    props: ComponentProps<typeof Input> = {},
  ) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id(name)}>
        {label}: {text}
      </Label>
      <Input
        id={id(name)}
        aria-invalid={!!e?.[name]}
        {...props}
        {...register(`tuition.${level}.${name}`)}
      />
      <Message text={e?.[name]?.message} />
    </div>
  )
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border p-4">
      <legend className="px-1 font-medium">{label} tuition, international students</legend>
      <div className="flex flex-col gap-1">
        <Label htmlFor={id('kind')}>{label}: tuition</Label>
        <NativeSelect id={id('kind')} {...register(`tuition.${level}.kind`)}>
          <option value="figure">A figure a year</option>
          <option value="not-reported">Not reported</option>
        </NativeSelect>
      </div>
      {kind === 'figure' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {field('min', 'lowest a year', { inputMode: 'decimal', placeholder: '12500' })}
          {field('max', 'highest a year', { inputMode: 'decimal', placeholder: '12500' })}
          {field('currency', 'currency (ISO 4217)', { placeholder: 'EUR', maxLength: 3 })}
          {field('year', 'academic year', { placeholder: '2026-27' })}
          <div className="sm:col-span-2">{field('note', 'note (optional)')}</div>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" {...register(`tuition.${level}.sameForAll`)} />
            {label}: every student pays this, wherever they live
          </label>
        </div>
      ) : (
        field('reason', 'why there is no figure')
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {field('sourceTitle', kind === 'figure' ? 'source title' : 'source title (optional)')}
        {field('sourceUrl', kind === 'figure' ? 'source address' : 'source address (optional)', {
          type: 'url',
          placeholder: 'https://',
        })}
      </div>
    </fieldset>
  )
}

/**
 * A university profile's edit form. Saving sends the version it was opened on: when someone saved
 * in between, the server answers 409 and the form shows their version beside what was typed,
 * which stays.
 */
export function UniversityEditForm({
  university,
  version,
}: {
  university: University
  version: number
}) {
  const form = useForm<UniversityForm>({
    resolver: zodResolver(universityFormSchema),
    defaultValues: universityFormValues(university),
  })
  const { register, formState, control } = form
  const typed = useWatch({ control })
  const errors = formState.errors
  const { save, conflict, keepMine, status, error } = useRecordSave<UniversityForm, University>({
    endpoint: `/api/staff/data/universities/${university.slug}`,
    version,
    form,
    onSaved: (values) => form.reset({ ...values, checkAgainst: '' }),
  })

  const theirs = conflict ? universityFormValues(conflict.theirs) : undefined
  const sources = checkSources(
    {
      website: typed.website ?? '',
      tuition: {
        undergraduate: {
          sourceTitle: typed.tuition?.undergraduate?.sourceTitle ?? '',
          sourceUrl: typed.tuition?.undergraduate?.sourceUrl ?? '',
        },
        postgraduate: {
          sourceTitle: typed.tuition?.postgraduate?.sourceTitle ?? '',
          sourceUrl: typed.tuition?.postgraduate?.sourceUrl ?? '',
        },
      },
    },
    university.name,
  )

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={`Edit ${university.name}`}
      className="flex flex-col gap-4"
    >
      {theirs ? (
        <ConflictPanel
          saved="Someone saved this profile after you opened it."
          heading="Field"
          rows={[
            ...TEXT_FIELDS.map(({ key, label }) => ({
              key,
              label,
              yours: typed[key] ?? '',
              theirs: theirs[key],
            })),
            ...TUITION_LEVELS.map((level) => ({
              key: level,
              label: `${TUITION_LEVEL_LABEL[level]} tuition`,
              yours: tuitionSummary(typed.tuition?.[level]),
              theirs: tuitionSummary(theirs.tuition[level]),
            })),
          ]}
          onKeepMine={keepMine}
        />
      ) : null}
      {TUITION_LEVELS.map((level) => (
        <TuitionFields
          key={level}
          level={level}
          control={control}
          register={register}
          errors={errors}
        />
      ))}
      {TEXT_FIELDS.map(({ key, label }) => (
        <div key={key} className="flex flex-col gap-1">
          <Label htmlFor={`university-${key}`}>{label}</Label>
          {key === 'description' ? (
            <Textarea
              id={`university-${key}`}
              rows={5}
              aria-invalid={!!errors[key]}
              {...register(key)}
            />
          ) : (
            <Input
              id={`university-${key}`}
              type={key === 'website' ? 'url' : 'text'}
              aria-invalid={!!errors[key]}
              {...register(key)}
            />
          )}
          <Message text={errors[key]?.message} />
        </div>
      ))}
      <div className="flex flex-col gap-1">
        <Label htmlFor="university-check">Mark checked against source</Label>
        <NativeSelect id="university-check" {...register('checkAgainst')}>
          <option value="">Not checked now</option>
          {sources.map((s) => (
            <option key={s.url} value={s.url}>
              {s.title}
            </option>
          ))}
        </NativeSelect>
        <p className="text-sm text-muted-foreground">
          Choose the page you compared the profile with today: it then records today&apos;s date,
          that page and your name, and its public page says &quot;Last checked on&quot; that date
          against that page.
        </p>
        <Message text={errors.checkAgainst?.message} />
      </div>
      <SaveFooter error={error} status={status} pending={formState.isSubmitting}>
        <p className="text-sm text-muted-foreground">
          Text is plain text. An amount is in figures without separators (12500 or 1453.44); a level
          whose fee is not published is &quot;Not reported&quot; with the reason, never 0.
        </p>
      </SaveFooter>
    </form>
  )
}

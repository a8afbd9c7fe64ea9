'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'

import { awardFormSchema, awardFormValues, type AwardForm } from '@/lib/scholarships/edit'
import type { Scholarship } from '@/data/schema'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { ConflictPanel, SaveFooter, useRecordSave } from '@/components/staff/record-edit'

const SHOWN: { key: keyof AwardForm; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'value', label: 'Value' },
  { key: 'deadline', label: 'Deadline (as the page says it)' },
  { key: 'link', label: 'Official page' },
  { key: 'opens', label: 'Round opens' },
  { key: 'closes', label: 'Round closes' },
  { key: 'description', label: 'Description' },
]

/**
 * The award's edit form. Saving sends the version it was opened on: when someone saved in between,
 * the server answers 409 and the form shows their version beside what was typed, which stays.
 */
export function AwardEditForm({ award, version }: { award: Scholarship; version: number }) {
  const form = useForm<AwardForm>({
    resolver: zodResolver(awardFormSchema),
    defaultValues: awardFormValues(award),
  })
  const { register, formState, control } = form
  const typed = useWatch({ control })
  const sources = useFieldArray({ control, name: 'sources' })
  const errors = formState.errors
  const { save, conflict, keepMine, status, error } = useRecordSave<AwardForm, Scholarship>({
    endpoint: `/api/staff/data/awards/${award.slug}`,
    version,
    form,
    onSaved: (values) => form.reset({ ...values, checkAgainst: '' }),
  })

  const theirs = conflict ? awardFormValues(conflict.theirs) : undefined
  const field = (key: keyof AwardForm) => errors[key]?.message as string | undefined

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={`Edit ${award.name}`}
      className="flex flex-col gap-4"
    >
      {theirs ? (
        <ConflictPanel
          saved="Someone saved this award after you opened it."
          heading="Field"
          rows={SHOWN.map(({ key, label }) => ({
            key,
            label,
            yours: String(typed[key] ?? ''),
            theirs: String(theirs[key] ?? ''),
          }))}
          onKeepMine={keepMine}
        />
      ) : null}
      {SHOWN.map(({ key, label }) => (
        <div key={key} className="flex flex-col gap-1">
          <Label htmlFor={`award-${key}`}>{label}</Label>
          {key === 'description' ? (
            <Textarea id={`award-${key}`} rows={5} aria-invalid={!!field(key)} {...register(key)} />
          ) : (
            <Input
              id={`award-${key}`}
              type={key === 'opens' || key === 'closes' ? 'date' : 'text'}
              aria-invalid={!!field(key)}
              {...register(key)}
            />
          )}
          {field(key) ? <p className="text-sm text-destructive">{field(key)}</p> : null}
        </div>
      ))}
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">Sources</legend>
        {sources.fields.map((item, i) => (
          <div key={item.id} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto]">
            <Input aria-label={`Source ${i + 1} title`} {...register(`sources.${i}.title`)} />
            <Input aria-label={`Source ${i + 1} address`} {...register(`sources.${i}.url`)} />
            <Button type="button" variant="ghost" onClick={() => sources.remove(i)}>
              Remove
            </Button>
            {errors.sources?.[i] ? (
              <p className="text-sm text-destructive sm:col-span-3">
                {errors.sources[i]?.title?.message ?? errors.sources[i]?.url?.message}
              </p>
            ) : null}
          </div>
        ))}
        {errors.sources?.message ? (
          <p className="text-sm text-destructive">{errors.sources.message}</p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => sources.append({ title: '', url: '' })}
          >
            Add a source
          </Button>
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <Label htmlFor="award-check">Mark checked against source</Label>
        <NativeSelect id="award-check" {...register('checkAgainst')}>
          <option value="">Not checked now</option>
          {(typed.sources ?? []).map((s, i) =>
            s?.url ? (
              <option key={i} value={s.url}>
                {s.title || s.url}
              </option>
            ) : null,
          )}
        </NativeSelect>
        <p className="text-sm text-muted-foreground">
          Choose the page you compared every field with today: the award then shows &quot;Last
          checked on&quot; today&apos;s date against that page.
        </p>
        {field('checkAgainst') ? (
          <p className="text-sm text-destructive">{field('checkAgainst')}</p>
        ) : null}
      </div>
      <SaveFooter error={error} status={status} pending={formState.isSubmitting} />
    </form>
  )
}

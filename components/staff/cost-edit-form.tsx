'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'

import {
  chargePlaces,
  chargeSummary,
  COST_PERIOD_LABEL,
  COST_PERIODS,
  costFormSchema,
  costFormValues,
  DATE_IS_LABEL,
  type CostForm,
} from '@/lib/costs/cost-edit'
import type { DestinationCosts } from '@/data/schema'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { ConflictPanel, SaveFooter, useRecordSave } from '@/components/staff/record-edit'

/**
 * A destination's cost figures, one part per charge (its kind, name and places stay as they are).
 * Saving sends the version it was opened on: when someone saved in between, the server answers
 * 409 and the form shows their figures beside what was typed, which stays.
 */
export function CostEditForm({
  record,
  name,
  version,
}: {
  record: DestinationCosts
  name: string
  version: number
}) {
  const form = useForm<CostForm>({
    resolver: zodResolver(costFormSchema),
    defaultValues: costFormValues(record),
  })
  const { register, formState, control } = form
  const typed = useWatch({ control, name: 'charges' })
  const errors = formState.errors.charges
  const { save, conflict, keepMine, status, error } = useRecordSave<CostForm, DestinationCosts>({
    endpoint: `/api/staff/data/costs/${record.countryCode.toLowerCase()}`,
    version,
    form,
    onSaved: () => form.setValue('checkAgainst', ''),
  })
  const sources = [...new Map((typed ?? []).map((c) => [c?.sourceUrl, c?.sourceTitle])).entries()]

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={`Edit the costs of ${name}`}
      className="flex flex-col gap-4"
    >
      {conflict ? (
        <ConflictPanel
          saved="Someone saved these figures after you opened them."
          heading="Figure"
          rows={record.charges.map((c, i) => ({
            key: String(i),
            label: `${c.name} (${chargePlaces(c)})`,
            yours: typed?.[i] ? chargeSummary(typed[i] as CostForm['charges'][number]) : '',
            theirs: conflict.theirs.charges[i]
              ? chargeSummary(conflict.theirs.charges[i].value)
              : '',
          }))}
          onKeepMine={keepMine}
        />
      ) : null}
      {record.charges.map((c, i) => {
        const n = `${c.name}, ${chargePlaces(c)}`
        const e = errors?.[i]
        const message =
          e?.amount?.message ??
          e?.currency?.message ??
          e?.date?.message ??
          e?.basis?.message ??
          e?.reason?.message ??
          e?.sourceTitle?.message ??
          e?.sourceUrl?.message
        return (
          <fieldset key={i} className="grid gap-2 rounded-xl border p-4 sm:grid-cols-3">
            <legend className="px-1 font-medium">{n}</legend>
            <Input
              aria-label={`${n}: amount`}
              inputMode="decimal"
              placeholder="Empty: not reported"
              aria-invalid={!!e?.amount}
              {...register(`charges.${i}.amount`)}
            />
            <Input
              aria-label={`${n}: currency`}
              placeholder="GBP"
              maxLength={3}
              aria-invalid={!!e?.currency}
              {...register(`charges.${i}.currency`)}
            />
            <NativeSelect aria-label={`${n}: paid`} {...register(`charges.${i}.per`)}>
              {COST_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {COST_PERIOD_LABEL[p]}
                </option>
              ))}
            </NativeSelect>
            <Input
              type="date"
              aria-label={`${n}: date`}
              aria-invalid={!!e?.date}
              {...register(`charges.${i}.date`)}
            />
            <NativeSelect aria-label={`${n}: the date is`} {...register(`charges.${i}.dateIs`)}>
              {Object.entries(DATE_IS_LABEL).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...register(`charges.${i}.typical`)} />A typical price
            </label>
            <Input
              aria-label={`${n}: what it covers`}
              className="sm:col-span-3"
              aria-invalid={!!e?.basis}
              {...register(`charges.${i}.basis`)}
            />
            <Input
              aria-label={`${n}: why not reported`}
              className="sm:col-span-3"
              placeholder="Only when the amount is empty"
              aria-invalid={!!e?.reason}
              {...register(`charges.${i}.reason`)}
            />
            <Input
              aria-label={`${n}: source title`}
              aria-invalid={!!e?.sourceTitle}
              {...register(`charges.${i}.sourceTitle`)}
            />
            <Input
              aria-label={`${n}: source address`}
              className="sm:col-span-2"
              aria-invalid={!!e?.sourceUrl}
              {...register(`charges.${i}.sourceUrl`)}
            />
            {message ? <p className="text-sm text-destructive sm:col-span-3">{message}</p> : null}
          </fieldset>
        )
      })}
      <div className="flex flex-col gap-1">
        <Label htmlFor="check-against">Mark checked against source</Label>
        <NativeSelect id="check-against" {...register('checkAgainst')}>
          <option value="">Not checked now</option>
          {sources
            .filter(([url]) => url)
            .map(([url, title]) => (
              <option key={url} value={url}>
                {title || url}
              </option>
            ))}
        </NativeSelect>
        {formState.errors.checkAgainst ? (
          <p className="text-sm text-destructive">{formState.errors.checkAgainst.message}</p>
        ) : null}
      </div>
      <SaveFooter error={error} status={status} pending={formState.isSubmitting}>
        <p className="text-sm text-muted-foreground">
          An amount needs its currency, date and what it covers; leave it empty when no figure is
          published and say why. Marking the figures checked records today&apos;s date and the page
          you compared them with.
        </p>
      </SaveFooter>
    </form>
  )
}

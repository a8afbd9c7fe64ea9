'use client'

import { useEffect, useRef, useState } from 'react'

import { zodResolver } from '@hookform/resolvers/zod'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'

import {
  CHARGE_KIND_LABEL,
  CHARGE_WHERE,
  CHARGE_WHERE_LABEL,
  chargeFormIdentity,
  chargeFormLabel,
  chargeIdentity,
  chargePlaces,
  chargeSummary,
  COST_PERIOD_LABEL,
  COST_PERIODS,
  costFormSchema,
  costFormValues,
  DATE_IS_LABEL,
  NEW_CHARGE,
  type ChargeForm,
  type CostForm,
} from '@/lib/costs/cost-edit'
import { CHARGE_KINDS, type DestinationCosts } from '@/data/schema'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import {
  ConflictPanel,
  SaveFooter,
  useRecordSave,
  type ConflictRow,
} from '@/components/staff/record-edit'

/** A charge taken out of the form, kept until the editor undoes it or removes another. */
type Removed = { at: number; value: ChargeForm; label: string }

/** The two versions side by side, charge by charge, paired by kind, name and places. */
function conflictRows(typed: ChargeForm[], theirs: DestinationCosts): ConflictRow[] {
  const mine = new Map(typed.map((c) => [chargeFormIdentity(c), c]))
  const saved = theirs.charges.map((c) => {
    const id = chargeIdentity(c)
    const yours = mine.get(id)
    mine.delete(id)
    return {
      key: id,
      label: `${c.name} (${chargePlaces(c)})`,
      yours: yours ? chargeSummary(yours) : 'Removed',
      theirs: chargeSummary(c.value),
    }
  })
  const added = [...mine].map(([id, c]) => ({
    key: id,
    label: chargeFormLabel(c) || 'A new charge',
    yours: chargeSummary(c),
    theirs: 'Not there',
  }))
  return [...saved, ...added]
}

/**
 * A destination's charges, one part each: its kind, name and where it applies, and its figure or
 * why it is not reported. Charges can be added and removed (a removal can be undone until the
 * next one). Saving sends the version it was opened on: when someone saved in between, the server
 * answers 409 and the form shows their figures beside what was typed, which stays.
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
  const charges = useFieldArray({ control, name: 'charges' })
  const typed = useWatch({ control, name: 'charges' })
  const errors = formState.errors.charges
  const { save, conflict, keepMine, status, error } = useRecordSave<CostForm, DestinationCosts>({
    endpoint: `/api/staff/data/costs/${record.countryCode.toLowerCase()}`,
    version,
    form,
    onSaved: () => {
      form.setValue('checkAgainst', '')
      setRemoved(undefined)
    },
  })
  const sources = [...new Map((typed ?? []).map((c) => [c?.sourceUrl, c?.sourceTitle])).entries()]

  const [removed, setRemoved] = useState<Removed>()
  const undo = useRef<HTMLButtonElement>(null)
  // Focus goes to the undo button once a charge is removed: the control now in its place.
  useEffect(() => {
    if (removed) undo.current?.focus()
  }, [removed])

  const remove = (i: number, label: string) => {
    setRemoved({ at: i, value: form.getValues(`charges.${i}`), label })
    charges.remove(i)
  }
  const putBack = () => {
    if (!removed) return
    charges.insert(removed.at, removed.value, { focusName: `charges.${removed.at}.kind` })
    setRemoved(undefined)
  }

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
          rows={conflictRows((typed ?? []) as ChargeForm[], conflict.theirs)}
          onKeepMine={keepMine}
        />
      ) : null}
      {charges.fields.map((field, i) => {
        // Named as the charge was when the form was opened (or added), so labels hold still while
        // its name is typed.
        const n = chargeFormLabel(field) || `New charge ${i + 1}`
        const e = errors?.[i]
        const message =
          e?.kind?.message ??
          e?.name?.message ??
          e?.places?.message ??
          e?.amount?.message ??
          e?.currency?.message ??
          e?.date?.message ??
          e?.basis?.message ??
          e?.reason?.message ??
          e?.sourceTitle?.message ??
          e?.sourceUrl?.message
        return (
          <fieldset key={field.id} className="grid gap-2 rounded-xl border p-4 sm:grid-cols-3">
            <legend className="px-1 font-medium">{n}</legend>
            <NativeSelect aria-label={`${n}: kind`} {...register(`charges.${i}.kind`)}>
              {CHARGE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {CHARGE_KIND_LABEL[k]}
                </option>
              ))}
            </NativeSelect>
            <Input
              aria-label={`${n}: name`}
              className="sm:col-span-2"
              aria-invalid={!!e?.name}
              {...register(`charges.${i}.name`)}
            />
            <NativeSelect aria-label={`${n}: applies`} {...register(`charges.${i}.where`)}>
              {CHARGE_WHERE.map((w) => (
                <option key={w} value={w}>
                  {CHARGE_WHERE_LABEL[w]}
                </option>
              ))}
            </NativeSelect>
            <Input
              aria-label={`${n}: places`}
              className="sm:col-span-2"
              placeholder="Separated by commas, e.g. London, Oxford"
              aria-invalid={!!e?.places}
              {...register(`charges.${i}.places`)}
            />
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
            <div className="sm:col-span-3">
              <Button
                type="button"
                variant="ghost"
                aria-label={`Remove ${n}`}
                onClick={() => remove(i, n)}
              >
                Remove this charge
              </Button>
            </div>
          </fieldset>
        )
      })}
      {errors?.root?.message || errors?.message ? (
        <p className="text-sm text-destructive">{errors.root?.message ?? errors.message}</p>
      ) : null}
      <div role="status" className="flex flex-wrap items-center gap-2 text-sm">
        {removed ? (
          <>
            <span>Removed {removed.label}; it is gone once you save.</span>
            <Button
              ref={undo}
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Undo: put back ${removed.label}`}
              onClick={putBack}
            >
              Undo
            </Button>
          </>
        ) : null}
      </div>
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            charges.append(NEW_CHARGE, { focusName: `charges.${charges.fields.length}.kind` })
          }
        >
          Add a charge
        </Button>
      </div>
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
          A charge applies everywhere in the country, or only in (or everywhere but) the cities or
          regions listed, or only at the universities listed by their page address. An amount needs
          its currency, date and what it covers; leave it empty when no figure is published and say
          why. Marking the figures checked records today&apos;s date and the page you compared them
          with.
        </p>
      </SaveFooter>
    </form>
  )
}

'use client'

import { useId, useState } from 'react'

import { monthNames } from '@/lib/format'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'

type Parts = { day: string; month: string; year: string }

const pad = (text: string) => text.padStart(2, '0')

/** YYYY-MM-DD once all three parts are given; the schema then checks that the day exists. */
export function isoFromParts({ day, month, year }: Parts) {
  if (!day || !month || year.length !== 4) return ''
  return `${year}-${pad(month)}-${pad(day)}`
}

function partsFromIso(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return { day: '', month: '', year: '' }
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) }
}

/**
 * Date of birth as day, month name and year: no country's order (05/04 is May or April?) is
 * assumed. It hands the form one ISO date, which the shared schema validates.
 */
export function DateOfBirthField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (iso: string) => void
  error?: string
}) {
  const id = useId()
  const [parts, setParts] = useState<Parts>(() => partsFromIso(value))
  // A reset of the form (after sending) empties the parts too.
  if (value === '' && isoFromParts(parts) !== '') setParts({ day: '', month: '', year: '' })

  const change = (next: Partial<Parts>) => {
    const merged = { ...parts, ...next }
    setParts(merged)
    onChange(isoFromParts(merged))
  }
  const invalid = !!error
  const describedBy = error ? `${id}-error` : undefined

  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium">Date of birth</legend>
      <div className="grid grid-cols-[4.5rem_1fr_6rem] gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-day`} className="text-xs text-muted-foreground">
            Day
          </label>
          <Input
            id={`${id}-day`}
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            value={parts.day}
            aria-invalid={invalid}
            onChange={(e) => change({ day: e.target.value.replace(/\D/g, '') })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-month`} className="text-xs text-muted-foreground">
            Month
          </label>
          <NativeSelect
            id={`${id}-month`}
            autoComplete="bday-month"
            value={parts.month}
            aria-invalid={invalid}
            onChange={(e) => change({ month: e.target.value })}
          >
            <option value="">Select...</option>
            {monthNames().map((name, n) => (
              <option key={name} value={String(n + 1)}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-year`} className="text-xs text-muted-foreground">
            Year
          </label>
          <Input
            id={`${id}-year`}
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            value={parts.year}
            aria-invalid={invalid}
            onChange={(e) => change({ year: e.target.value.replace(/\D/g, '') })}
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

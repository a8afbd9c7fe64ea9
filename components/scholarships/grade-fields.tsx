'use client'

import { useState } from 'react'

import type { GradeScaleId } from '@/lib/scholarships/grades'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

/** What the field needs of a scale (the server passes it, so the scales' sources stay off the page's script). */
export type GradeScaleChoice = {
  id: GradeScaleId
  /** The country that awarded the grade: the scale is read by its table. */
  country: string
  label: string
  range: readonly [number, number]
  example: string
}

/** The choices grouped by the country that awarded the grade (kept here: the grade module carries every scale's table). */
function byCountry(scales: readonly GradeScaleChoice[]) {
  const groups = new Map<string, GradeScaleChoice[]>()
  for (const s of scales) groups.set(s.country, [...(groups.get(s.country) ?? []), s])
  return [...groups].map(([country, items]) => ({ country, items }))
}

/** The grade field for a scale: a number in its range, or a UK class by name. */
function gradeInput(scale: GradeScaleChoice) {
  const placeholder = `e.g. ${scale.example}`
  if (scale.id === 'uk') return { label: scale.label, maxLength: 20, placeholder }
  const label = `${scale.country}: ${scale.label}`
  const [min, max] = scale.range
  return {
    label,
    type: 'number',
    inputMode: 'decimal' as const,
    step: 0.1,
    min,
    max,
    placeholder,
  }
}

/** The grading scale and the grade on it: the grade's label and limits follow the scale chosen. */
export function GradeFields({
  scales,
  scale: initialScale,
  grade,
  describedBy,
}: {
  scales: readonly GradeScaleChoice[]
  scale: GradeScaleId
  grade: string
  describedBy: string
}) {
  const [scale, setScale] = useState(initialScale)
  const chosen = scales.find((s) => s.id === scale) ?? scales[0]!
  const { label, ...input } = gradeInput(chosen)
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="matcher-scale">Grading scale (country of your degree)</Label>
        <NativeSelect
          id="matcher-scale"
          name="scale"
          defaultValue={initialScale}
          onChange={(event) => setScale(event.currentTarget.value as GradeScaleId)}
        >
          {byCountry(scales).map((group) => (
            <optgroup key={group.country} label={group.country}>
              {group.items.map((s) => (
                <option key={s.id} value={s.id}>
                  {`${s.country}: ${s.label}`}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="matcher-gpa">{label}</Label>
        <Input
          key={scale}
          id="matcher-gpa"
          name="gpa"
          autoComplete="off"
          aria-describedby={describedBy}
          defaultValue={scale === initialScale ? grade : ''}
          {...input}
        />
      </div>
    </div>
  )
}

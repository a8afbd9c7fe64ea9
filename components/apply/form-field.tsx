'use client'

import { useId } from 'react'

import { clsx } from 'clsx'

type FieldProps = {
  label: string
  error?: string
  hint?: string
  optional?: boolean
  className?: string
  /** Shown with the hint, e.g. a character counter. */
  counter?: React.ReactNode
  children: (props: {
    id: string
    'aria-invalid': boolean
    'aria-describedby'?: string
  }) => React.ReactNode
}

/** Label, control and its error, wired for screen readers: the error is announced when it appears. */
export function FormField({
  label,
  error,
  hint,
  optional,
  className,
  counter,
  children,
}: FieldProps) {
  const id = useId()
  const describedBy =
    [hint || counter ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint || counter ? (
        <p
          id={`${id}-hint`}
          className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground"
        >
          {hint ? <span>{hint}</span> : null}
          {counter}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-xl border bg-card p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

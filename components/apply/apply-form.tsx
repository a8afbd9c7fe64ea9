'use client'

import Link from 'next/link'
import { useMemo, useState } from 'react'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldPath, type UseFormRegister } from 'react-hook-form'
import { toast } from 'sonner'

import { APPLICATION_SECTIONS, labelParts, type ApplicationField } from '@/lib/apply/fields'
import {
  buildApplicationSchema,
  EMPTY_APPLICATION,
  type ApplicationInput,
} from '@/lib/validation/application'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'

import { FormField, FormSection } from './form-field'
import { submitApplication } from './submit-application'

type Name = FieldPath<ApplicationInput>
type Received = { reference: string; trackingPath: string }

const SUCCESS = {
  title: 'Application Received Successfully!',
  description:
    "Our experts will analyze your profile, select the 3 best universities for you, and begin the application process. We'll contact you within 24 hours.",
}

export function ApplyForm({ intakeYears }: { intakeYears: string[] }) {
  const schema = useMemo(() => buildApplicationSchema(intakeYears), [intakeYears])
  const form = useForm<ApplicationInput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_APPLICATION,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const { register, handleSubmit, formState, setError, reset, setFocus } = form
  const errors = formState.errors as Partial<Record<Name, { message?: string }>>
  // One key per attempt: a retry after a network failure cannot create a second application.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID())
  const [received, setReceived] = useState<Received>()

  const onValid = async (values: ApplicationInput) => {
    const result = await submitApplication(values, idempotencyKey)
    if (result.kind === 'created') {
      toast.success(SUCCESS.title, { description: SUCCESS.description })
      setReceived(result)
      reset(EMPTY_APPLICATION)
      setIdempotencyKey(crypto.randomUUID())
    } else if (result.kind === 'invalid') {
      const names = Object.keys(result.fields) as Name[]
      for (const name of names) setError(name, { message: result.fields[name] })
      if (names[0]) setFocus(names[0])
    } else if (result.kind === 'rate-limited') {
      toast.error('Submission Limit Reached', {
        description: 'You can only submit 3 applications per hour. Please try again later.',
      })
    } else {
      toast.error('Submission Failed', {
        description: 'There was an error receiving your application. Please try again.',
      })
    }
  }

  const years = intakeYears.map((y) => ({ value: y, label: y }))

  const control = (field: ApplicationField) => {
    const error = errors[field.key]?.message
    switch (field.control) {
      case 'input': {
        const { type, autoComplete, inputMode, min, max } = field
        return (
          <FormField key={field.key} label={field.label} error={error} optional={field.optional}>
            {(a11y) => (
              <Input
                {...a11y}
                {...{ type, autoComplete, inputMode, min, max }}
                {...register(field.key)}
              />
            )}
          </FormField>
        )
      }
      case 'select':
        return (
          <FormField key={field.key} label={field.label} error={error} optional={field.optional}>
            {(a11y) => (
              <NativeSelect {...a11y} {...register(field.key)}>
                <option value="">{field.optional ? 'None' : 'Select...'}</option>
                {(field.choices?.list ?? years).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )
      case 'textarea':
        return (
          <FormField
            key={field.key}
            label={field.label}
            error={error}
            optional={field.optional}
            hint={field.hint}
            className="sm:col-span-2"
          >
            {(a11y) => <Textarea {...a11y} rows={field.rows ?? 4} {...register(field.key)} />}
          </FormField>
        )
      case 'checkbox':
        return (
          <Checkbox
            key={field.key}
            register={register}
            name={field.key}
            error={error}
            label={labelParts(field.label, field.links).map((part) =>
              part.href ? (
                <Link
                  key={part.text}
                  href={part.href}
                  className="text-primary underline"
                  target="_blank"
                >
                  {part.text}
                </Link>
              ) : (
                part.text
              ),
            )}
          />
        )
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-6"
      aria-label="Application form"
    >
      {received ? <ReceivedPanel {...received} /> : null}
      {APPLICATION_SECTIONS.map((section) =>
        section.untitledOnForm ? (
          <div key={section.title} className="flex flex-col gap-3">
            {section.fields.map(control)}
          </div>
        ) : (
          <FormSection key={section.title} title={section.title}>
            {section.fields.map(control)}
          </FormSection>
        ),
      )}
      <Button type="submit" size="lg" disabled={formState.isSubmitting} className="self-start">
        {formState.isSubmitting ? 'Submitting...' : 'Submit to Our Experts'}
      </Button>
    </form>
  )
}

function Checkbox({
  register,
  name,
  label,
  error,
}: {
  register: UseFormRegister<ApplicationInput>
  name: Name
  label: React.ReactNode
  error?: string
}) {
  const id = `apply-${name}`
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function ReceivedPanel({ reference, trackingPath }: Received) {
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-success/40 bg-success/10 p-5">
      <Icon name="circle-check" className="size-6 shrink-0 text-success" aria-hidden />
      <div className="text-sm">
        <p className="font-semibold">{SUCCESS.title}</p>
        <p className="mt-1">
          Your reference is <strong className="font-mono">{reference}</strong>. Keep this private
          link to follow your application:{' '}
          <Link href={trackingPath} className="font-medium text-primary underline">
            track your application
          </Link>
        </p>
      </div>
    </div>
  )
}

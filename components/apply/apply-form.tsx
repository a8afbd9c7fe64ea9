'use client'

import { useEffect, useMemo, useRef, useState } from 'react'

import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldPath,
  type UseFormRegister,
} from 'react-hook-form'

import {
  APPLICATION_SECTIONS,
  EMPTY_APPLICATION,
  labelParts,
  type ApplicationField,
  type NamedList,
} from '@/lib/apply/fields'
import { FIELD_LIMITS } from '@/lib/apply/limits'
import type { Option } from '@/lib/apply/options'
import type { ApplyPrefill } from '@/lib/apply/prefill'
import { LOST_LINK_PATH } from '@/lib/apply/tracking-link'
import { formatNumber } from '@/lib/format'
import type { ApplicationInput } from '@/lib/validation/application'
import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { IntentLink } from '@/components/ui/intent-link'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { loadToasts, showToast } from '@/components/forms/form-toasts'
import { lazyResolver } from '@/components/forms/lazy-resolver'
import { useFormPreload } from '@/components/forms/use-form-preload'

import { DateOfBirthField } from './date-of-birth'
import { FormField, FormSection } from './form-field'
import { submitApplication } from './submit-application'

type Name = FieldPath<ApplicationInput>
type Received = {
  reference: string
  trackingPath: string
  confirmationEmail: boolean
  email: string
}
type LimitedName = keyof typeof FIELD_LIMITS

const isLimited = (key: string): key is LimitedName => Object.hasOwn(FIELD_LIMITS, key)

/** The form's starting values: empty, with Study Preferences from the /apply-now link. */
export function initialValues(prefill: ApplyPrefill = {}): ApplicationInput {
  return {
    ...EMPTY_APPLICATION,
    ...(prefill.country ? { preferredCountry: prefill.country } : {}),
    ...(prefill.level ? { studyLevel: prefill.level } : {}),
    ...(prefill.field ? { fieldOfStudy: prefill.field } : {}),
    ...(prefill.university ? { preferredUniversity: prefill.university } : {}),
    ...(prefill.course ? { preferredCourse: prefill.course } : {}),
  }
}

const SUCCESS = {
  title: 'Application Received Successfully!',
  description:
    "Our experts will analyze your profile, select the 3 best universities for you, and begin the application process. We'll contact you within 24 hours.",
}

export function ApplyForm({
  intakeYears,
  countries,
  prefill,
}: {
  intakeYears: string[]
  /** Every country as [value, label], in the order shown. */
  countries: [string, string][]
  prefill?: ApplyPrefill
}) {
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('./validate-application').then((m) => m.applicationResolver(intakeYears)),
      ),
    [intakeYears],
  )
  const preloadProps = useFormPreload(resolver.preload)
  const form = useForm<ApplicationInput>({
    resolver,
    defaultValues: initialValues(prefill),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const { register, handleSubmit, formState, setError, reset, setFocus } = form
  const errors = formState.errors as Partial<Record<Name, { message?: string }>>
  // One key per attempt: a retry after a network failure cannot create a second application.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID())
  const [received, setReceived] = useState<Received>()
  // A second click while the first is on its way sends nothing (the button is also disabled).
  const sending = useRef(false)

  const send = async (values: ApplicationInput) => {
    if (sending.current) return
    sending.current = true
    try {
      await onValid(values)
    } finally {
      sending.current = false
    }
  }

  const onValid = async (values: ApplicationInput) => {
    loadToasts()
    const result = await submitApplication(values, idempotencyKey)
    if (result.kind === 'created') {
      void showToast('success', SUCCESS.title, {
        description: (
          <>
            {SUCCESS.description}{' '}
            <IntentLink href={result.trackingPath} className="font-medium underline">
              Open the tracking page ({result.reference})
            </IntentLink>
          </>
        ),
      })
      setReceived({ ...result, email: values.email })
      reset(EMPTY_APPLICATION)
      setIdempotencyKey(crypto.randomUUID())
    } else if (result.kind === 'invalid') {
      const names = Object.keys(result.fields) as Name[]
      for (const name of names) setError(name, { message: result.fields[name] })
      if (names[0]) setFocus(names[0])
    } else if (result.kind === 'rate-limited') {
      void showToast('error', 'Submission Limit Reached', {
        description: 'You can only submit 3 applications per hour. Please try again later.',
      })
    } else {
      void showToast('error', 'Submission Failed', {
        description: 'There was an error receiving your application. Please try again.',
      })
    }
  }

  const lists = useMemo<Record<NamedList, Option[]>>(
    () => ({
      countries: countries.map(([value, label]) => ({ value, label })),
      'intake-years': intakeYears.map((year) => ({ value: year, label: year })),
    }),
    [countries, intakeYears],
  )

  const control = (field: ApplicationField) => {
    const error = errors[field.key]?.message
    switch (field.control) {
      case 'input': {
        if (field.key === 'dateOfBirth')
          return (
            <Controller
              key={field.key}
              control={form.control}
              name="dateOfBirth"
              render={({ field: f }) => (
                <DateOfBirthField value={f.value} onChange={f.onChange} error={error} />
              )}
            />
          )
        const { type, autoComplete, inputMode, min, max } = field
        const limit = isLimited(field.key) ? FIELD_LIMITS[field.key] : undefined
        return (
          <FormField
            key={field.key}
            label={field.label}
            error={error}
            optional={field.optional}
            hint={field.hint}
            counter={
              limit ? <Counter control={form.control} name={field.key as LimitedName} /> : null
            }
          >
            {(a11y) => (
              <Input
                {...a11y}
                {...{ type, autoComplete, inputMode, min, max }}
                maxLength={limit?.max}
                {...register(field.key)}
              />
            )}
          </FormField>
        )
      }
      case 'checkboxes':
        return (
          <fieldset key={field.key} className="flex flex-col gap-1.5 sm:col-span-2">
            <legend className="mb-1.5 text-sm font-medium">
              {field.label}
              <span className="font-normal text-muted-foreground"> (optional)</span>
            </legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {field.choices.list.map((o) => (
                <label key={o.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={o.value}
                    className="size-4 accent-primary"
                    {...register(field.key)}
                  />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
        )
      case 'select': {
        const options =
          typeof field.choices === 'string' ? lists[field.choices] : field.choices.list
        return (
          <FormField
            key={field.key}
            label={field.label}
            error={error}
            optional={field.optional}
            hint={field.hint}
          >
            {(a11y) => (
              <NativeSelect {...a11y} {...register(field.key)}>
                <option value="">Select...</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )
      }
      case 'textarea': {
        const limit = isLimited(field.key) ? FIELD_LIMITS[field.key] : undefined
        return (
          <FormField
            key={field.key}
            label={field.label}
            error={error}
            optional={field.optional}
            hint={field.hint}
            className="sm:col-span-2"
            counter={
              limit ? <Counter control={form.control} name={field.key as LimitedName} /> : null
            }
          >
            {(a11y) => (
              <Textarea
                {...a11y}
                rows={field.rows ?? 4}
                maxLength={limit?.max}
                {...register(field.key)}
              />
            )}
          </FormField>
        )
      }
      case 'checkbox':
        return (
          <Checkbox
            key={field.key}
            register={register}
            name={field.key}
            error={error}
            label={labelParts(field.label, field.links).map((part) =>
              part.href ? (
                <IntentLink
                  key={part.text}
                  href={part.href}
                  className="text-primary underline"
                  target="_blank"
                >
                  {part.text}
                </IntentLink>
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
      {...preloadProps}
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
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
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className={`${buttonVariants({ size: 'lg' })} self-start`}
      >
        {formState.isSubmitting ? 'Submitting...' : 'Submit to Our Experts'}
      </button>
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

/** Characters typed against the field's limit, shown before the student submits. */
function Counter({ control, name }: { control: Control<ApplicationInput>; name: LimitedName }) {
  const value = useWatch({ control, name }) ?? ''
  const limit: { min?: number; max: number } = FIELD_LIMITS[name]
  const length = String(value).trim().length
  const short = limit.min !== undefined && length < limit.min
  return (
    <span className={short && length ? 'text-destructive' : undefined}>
      {formatNumber(length)} / {formatNumber(limit.max)} characters
      {limit.min !== undefined ? ` (at least ${limit.min})` : ''}
    </span>
  )
}

/** Shown at the top of the form, scrolled into view and focused, once the application is saved. */
function ReceivedPanel({ reference, trackingPath, confirmationEmail, email }: Received) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' })
    ref.current?.focus({ preventScroll: true })
  }, [reference])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby="received-title"
      className="flex scroll-mt-24 gap-3 rounded-xl border border-success/40 bg-success/10 p-5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <Icon name="circle-check" className="size-6 shrink-0 text-success" aria-hidden />
      <div className="text-sm">
        <p id="received-title" className="font-semibold">
          {SUCCESS.title}
        </p>
        <p className="mt-1">
          Your reference is <strong className="font-mono">{reference}</strong>. Keep this private
          link to follow your application:{' '}
          <IntentLink href={trackingPath} className="font-medium text-primary underline">
            track your application
          </IntentLink>
        </p>
        <p className="mt-1 font-mono text-xs break-all">{`${window.location.origin}${trackingPath}`}</p>
        <p className="mt-1">
          {confirmationEmail ? (
            <>
              A confirmation e-mail with this link is on its way to {email}. If you lose the link,{' '}
              <IntentLink href={LOST_LINK_PATH} className="underline">
                ask for a new one
              </IntentLink>
              .
            </>
          ) : (
            <>
              We have not e-mailed you this link, so save it now: bookmark it or copy it somewhere
              safe. If you lose it,{' '}
              <IntentLink href="/contact" className="underline">
                contact us
              </IntentLink>{' '}
              quoting your reference.
            </>
          )}
        </p>
        <p className="mt-1 text-muted-foreground">
          The form below is empty again, for another application.
        </p>
      </div>
    </div>
  )
}

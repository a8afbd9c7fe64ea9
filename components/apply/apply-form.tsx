'use client'

import Link from 'next/link'
import { useMemo, useState } from 'react'

import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2Icon } from 'lucide-react'
import { useForm, type FieldPath, type UseFormRegister } from 'react-hook-form'
import { toast } from 'sonner'

import {
  BUDGET_OPTIONS,
  COUNTRY_OPTIONS,
  EDUCATION_OPTIONS,
  ENGLISH_TEST_OPTIONS,
  FIELD_OPTIONS,
  FUNDING_OPTIONS,
  SEMESTER_OPTIONS,
  STUDY_COUNTRY_OPTIONS,
  STUDY_LEVEL_OPTIONS,
} from '@/lib/apply/options'
import {
  buildApplicationSchema,
  EMPTY_APPLICATION,
  type ApplicationInput,
} from '@/lib/validation/application'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'

import { FormField, FormSection } from './form-field'
import { submitApplication } from './submit-application'

type Name = FieldPath<ApplicationInput>
type Options = { value: string; label: string }[]
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

  const text = (
    name: Name,
    label: string,
    props: React.ComponentProps<'input'> & { optional?: boolean; wide?: boolean } = {},
  ) => {
    const { optional, wide, ...input } = props
    return (
      <FormField
        label={label}
        error={errors[name]?.message}
        optional={optional}
        className={wide ? 'sm:col-span-2' : undefined}
      >
        {(a11y) => <Input {...a11y} {...input} {...register(name)} />}
      </FormField>
    )
  }
  const select = (name: Name, label: string, options: Options, optional = false) => (
    <FormField label={label} error={errors[name]?.message} optional={optional}>
      {(a11y) => (
        <NativeSelect {...a11y} {...register(name)}>
          <option value="">{optional ? 'None' : 'Select...'}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )
  const area = (
    name: Name,
    label: string,
    props: { optional?: boolean; rows?: number; hint?: string } = {},
  ) => (
    <FormField
      label={label}
      error={errors[name]?.message}
      optional={props.optional}
      hint={props.hint}
      className="sm:col-span-2"
    >
      {(a11y) => <Textarea {...a11y} rows={props.rows ?? 4} {...register(name)} />}
    </FormField>
  )
  const years = intakeYears.map((y) => ({ value: y, label: y }))

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-6"
      aria-label="Application form"
    >
      {received ? <ReceivedPanel {...received} /> : null}
      <FormSection title="Personal Information">
        {text('firstName', 'First name', { autoComplete: 'given-name' })}
        {text('lastName', 'Last name', { autoComplete: 'family-name' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        {text('dateOfBirth', 'Date of birth', { type: 'date', autoComplete: 'bday' })}
        {select('nationality', 'Nationality', COUNTRY_OPTIONS.list)}
        {text('passportNumber', 'Passport number', { optional: true })}
      </FormSection>
      <FormSection title="Address Information">
        {area('address', 'Address', { rows: 2 })}
        {text('city', 'City', { autoComplete: 'address-level2' })}
        {text('state', 'State/Province', { autoComplete: 'address-level1' })}
        {text('postalCode', 'Postal code', { autoComplete: 'postal-code' })}
        {select('country', 'Country', COUNTRY_OPTIONS.list)}
      </FormSection>
      <FormSection title="Educational Background">
        {select('highestEducation', 'Highest education', EDUCATION_OPTIONS.list)}
        {text('institutionName', 'Institution name')}
        {text('graduationYear', 'Graduation year', {
          type: 'number',
          inputMode: 'numeric',
          min: 1950,
          max: 2100,
        })}
        {text('gpa', 'GPA or grade average', { optional: true })}
        {select('englishTest', 'English test', ENGLISH_TEST_OPTIONS.list, true)}
        {text('englishScore', 'English test score', { optional: true })}
      </FormSection>
      <FormSection title="Study Preferences">
        {select('preferredCountry', 'Preferred study country', STUDY_COUNTRY_OPTIONS.list)}
        {select('studyLevel', 'Study level', STUDY_LEVEL_OPTIONS.list)}
        {select('fieldOfStudy', 'Field of study', FIELD_OPTIONS.list)}
        {select('budgetRange', 'Budget range (tuition and living, USD)', BUDGET_OPTIONS.list)}
        {select('intakeYear', 'Preferred intake year', years)}
        {select('intakeSemester', 'Preferred intake semester', SEMESTER_OPTIONS.list)}
        {text('preferredUniversity', 'Preferred university', { optional: true })}
        {text('preferredCourse', 'Preferred course', { optional: true })}
      </FormSection>
      <FormSection title="Financial Information">
        {select('fundingSource', 'Funding source', FUNDING_OPTIONS.list)}
        <Checkbox
          register={register}
          name="scholarshipInterest"
          label="I am interested in scholarships"
        />
      </FormSection>
      <FormSection title="Additional Information">
        {area('workExperience', 'Work experience', { optional: true })}
        {area('personalStatement', 'Personal statement', {
          rows: 6,
          hint: 'At least 100 characters: your goals and why you want to study abroad.',
        })}
        {area('additionalRequirements', 'Additional requirements', { optional: true })}
      </FormSection>
      <div className="flex flex-col gap-3">
        <Checkbox
          register={register}
          name="termsAccepted"
          error={errors.termsAccepted?.message}
          label={
            <>
              I accept the{' '}
              <Link href="/terms" className="text-primary underline" target="_blank">
                terms and conditions
              </Link>{' '}
              and the{' '}
              <Link href="/privacy" className="text-primary underline" target="_blank">
                privacy policy
              </Link>
            </>
          }
        />
        <Checkbox
          register={register}
          name="marketingConsent"
          label="Send me occasional scholarship news and deadlines by e-mail"
        />
      </div>
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
  name: 'scholarshipInterest' | 'termsAccepted' | 'marketingConsent'
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
      <CheckCircle2Icon className="size-6 shrink-0 text-success" aria-hidden />
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

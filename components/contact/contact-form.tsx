'use client'

import { useState } from 'react'

import { useForm, type FieldPath } from 'react-hook-form'

import { CONTACT_LIMITS, EMPTY_CONTACT } from '@/lib/contact'
import type { Contact, ContactInput } from '@/lib/validation/contact'
import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { FormField } from '@/components/apply/form-field'
import { loadToasts, showToast } from '@/components/forms/form-toasts'
import { lazyResolver } from '@/components/forms/lazy-resolver'
import { useFormPreload } from '@/components/forms/use-form-preload'

import { submitContact } from './submit-contact'

type Name = FieldPath<ContactInput>

const resolver = lazyResolver(() => import('./validate-contact').then((m) => m.contactResolver))

/** `subject` starts the form, as when the tracking page links here about an application. */
export function ContactForm({ subject = '' }: { subject?: string }) {
  const preloadProps = useFormPreload(resolver.preload)
  const form = useForm<ContactInput, unknown, Contact>({
    resolver,
    defaultValues: { ...EMPTY_CONTACT, subject },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const { register, handleSubmit, formState, setError, reset, setFocus } = form
  const errors = formState.errors
  const [sent, setSent] = useState(false)

  // The form sends what was typed; the server validates and sanitises it again.
  const onValid = async () => {
    loadToasts()
    const result = await submitContact(form.getValues())
    if (result.kind === 'sent') {
      void showToast('success', 'Message Sent', {
        description: 'Thank you. We reply within 24 hours.',
      })
      setSent(true)
      reset(EMPTY_CONTACT)
    } else if (result.kind === 'invalid') {
      const names = Object.keys(result.fields) as Name[]
      for (const name of names) setError(name, { message: result.fields[name] })
      if (names[0]) setFocus(names[0])
    } else if (result.kind === 'rate-limited') {
      void showToast('error', 'Message Limit Reached', { description: result.message })
    } else {
      void showToast('error', 'Message Not Sent', {
        description: 'There was an error sending your message. Please try again.',
      })
    }
  }

  return (
    <form
      {...preloadProps}
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
      aria-label="Contact form"
      onChange={() => setSent(false)}
    >
      {sent ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-4 text-sm"
        >
          <Icon
            name="circle-check"
            className="mt-0.5 size-4 shrink-0 text-success-foreground"
            aria-hidden
          />
          Thank you, your message has reached us. We reply within 24 hours.
        </p>
      ) : null}
      <FormField label="Your name" error={errors.name?.message}>
        {(a11y) => <Input {...a11y} autoComplete="name" {...register('name')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField label="Subject" error={errors.subject?.message}>
        {(a11y) => (
          <Input {...a11y} maxLength={CONTACT_LIMITS.subject[1]} {...register('subject')} />
        )}
      </FormField>
      <FormField
        label="Message"
        error={errors.message?.message}
        hint={`At least ${CONTACT_LIMITS.message[0]} characters. Please do not send passport numbers or other sensitive documents.`}
      >
        {(a11y) => (
          <Textarea
            {...a11y}
            rows={7}
            maxLength={CONTACT_LIMITS.message[1]}
            {...register('message')}
          />
        )}
      </FormField>
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className={`${buttonVariants({ size: 'lg' })} self-start`}
      >
        {formState.isSubmitting ? 'Sending...' : 'Send message'}
      </button>
    </form>
  )
}

'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { zodResolver } from '@hookform/resolvers/zod'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'

import { callApi, failureMessage } from '@/lib/api-client'
import { awardFormSchema, awardFormValues, type AwardForm } from '@/lib/scholarships/edit'
import type { Scholarship } from '@/data/schema'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'

type Conflict = { theirs: Scholarship; currentVersion: number }

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
  const router = useRouter()
  const [baseVersion, setBaseVersion] = useState(version)
  const [conflict, setConflict] = useState<Conflict>()
  const [status, setStatus] = useState<string>()
  const [error, setError] = useState<string>()
  const form = useForm<AwardForm>({
    resolver: zodResolver(awardFormSchema),
    defaultValues: awardFormValues(award),
  })
  const { register, handleSubmit, formState, setError: setFieldError, control } = form
  const typed = useWatch({ control })
  const sources = useFieldArray({ control, name: 'sources' })
  const errors = formState.errors

  const save = handleSubmit(async (values) => {
    setStatus(undefined)
    setError(undefined)
    const response = await fetch(`/api/staff/data/awards/${award.slug}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ baseVersion, form: values }),
    }).catch(() => undefined)
    const body = (await response?.json().catch(() => undefined)) as
      | {
          version?: number
          theirs?: Scholarship
          currentVersion?: number
          error?: { message?: string; fields?: Record<string, string> }
        }
      | undefined
    if (response?.ok && body?.version) {
      setBaseVersion(body.version)
      setConflict(undefined)
      form.reset({ ...values, checkAgainst: '' })
      setStatus(`Saved. The public pages show it within seconds (version ${body.version}).`)
      router.refresh()
    } else if (response?.status === 409 && body?.theirs && body.currentVersion) {
      setConflict({ theirs: body.theirs, currentVersion: body.currentVersion })
    } else if (response?.status === 422 && body?.error?.fields) {
      for (const [path, message] of Object.entries(body.error.fields))
        setFieldError(path.replace(/^form\./, '') as keyof AwardForm, { message })
      setError(body.error.message)
    } else {
      setError(
        failureMessage({ ok: false, status: response?.status ?? 0, message: body?.error?.message }),
      )
    }
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
      {conflict && theirs ? (
        <section
          role="alert"
          aria-label="Both versions"
          className="flex flex-col gap-2 rounded-xl border border-destructive p-4"
        >
          <p className="font-medium">
            Someone saved this award after you opened it. Your changes are still in the form;
            compare them with the saved version, then save again.
          </p>
          <table className="text-sm">
            <thead>
              <tr>
                <th className="text-left">Field</th>
                <th className="text-left">Yours</th>
                <th className="text-left">Saved by them</th>
              </tr>
            </thead>
            <tbody>
              {SHOWN.map(({ key, label }) => (
                <tr key={key}>
                  <th scope="row" className="pr-2 text-left font-normal">
                    {label}
                  </th>
                  <td className="pr-2">{String(typed[key] ?? '')}</td>
                  <td>{String(theirs[key] ?? '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setBaseVersion(conflict.currentVersion)
                setConflict(undefined)
              }}
            >
              Keep mine and save over theirs
            </Button>
          </div>
        </section>
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
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {status ? (
        <p role="status" className="text-sm">
          {status}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  )
}

/**
 * Undo one revision (as a new revision) through the record's revert route (`endpoint`); the page
 * reloads with the history after.
 */
export function RevertButton({
  endpoint,
  revision,
  baseVersion,
}: {
  endpoint: string
  revision: number
  baseVersion: number
}) {
  const router = useRouter()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={async () => {
          setPending(true)
          const result = await callApi(endpoint, {
            method: 'POST',
            body: { revision, baseVersion },
          })
          setPending(false)
          if (result.ok) {
            setError(undefined)
            router.refresh()
          } else setError(failureMessage(result))
        }}
      >
        Revert this change
      </Button>
      {error ? (
        <span role="alert" className="text-sm text-destructive">
          {error}
        </span>
      ) : null}
    </span>
  )
}

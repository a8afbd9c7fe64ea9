'use client'

import { useRouter } from 'next/navigation'
import { useState, type ReactNode } from 'react'

import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'

import { callApi, failureMessage } from '@/lib/api-client'
import { Button } from '@/components/ui/button'

type Conflict<T> = { theirs: T; currentVersion: number }

/**
 * A record editor's save: PUT `endpoint` with the form and the version it was opened on. When
 * someone saved in between, the server answers 409 and `conflict` holds their record; what was
 * typed stays in the form. A 422 puts the server's messages on the fields.
 */
export function useRecordSave<F extends FieldValues, T>({
  endpoint,
  version,
  form,
  onSaved,
}: {
  endpoint: string
  version: number
  form: UseFormReturn<F>
  /** After a save, with the values sent (e.g. to clear a one-off choice). */
  onSaved?: (values: F) => void
}) {
  const router = useRouter()
  const [baseVersion, setBaseVersion] = useState(version)
  const [conflict, setConflict] = useState<Conflict<T>>()
  const [status, setStatus] = useState<string>()
  const [error, setError] = useState<string>()

  const save = form.handleSubmit(async (values) => {
    setStatus(undefined)
    setError(undefined)
    const response = await fetch(endpoint, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ baseVersion, form: values }),
    }).catch(() => undefined)
    const body = (await response?.json().catch(() => undefined)) as
      | {
          version?: number
          theirs?: T
          currentVersion?: number
          error?: { message?: string; fields?: Record<string, string> }
        }
      | undefined
    if (response?.ok && body?.version) {
      setBaseVersion(body.version)
      setConflict(undefined)
      onSaved?.(values)
      setStatus(`Saved. The public pages show it within seconds (version ${body.version}).`)
      router.refresh()
    } else if (response?.status === 409 && body?.theirs && body.currentVersion) {
      setConflict({ theirs: body.theirs, currentVersion: body.currentVersion })
    } else if (response?.status === 422 && body?.error?.fields) {
      for (const [path, message] of Object.entries(body.error.fields))
        form.setError(path.replace(/^form\./, '') as FieldPath<F>, { message })
      setError(body.error.message)
    } else {
      setError(
        failureMessage({ ok: false, status: response?.status ?? 0, message: body?.error?.message }),
      )
    }
  })

  /** Saves over theirs next time: the form now counts as opened on their version. */
  const keepMine = () => {
    if (!conflict) return
    setBaseVersion(conflict.currentVersion)
    setConflict(undefined)
  }

  return { save, conflict, keepMine, status, error }
}

/** One line of the two versions side by side. */
export type ConflictRow = { key: string; label: string; yours: string; theirs: string }

/** What the editor sees after a 409: their version beside what was typed, and the way on. */
export function ConflictPanel({
  saved,
  heading,
  rows,
  onKeepMine,
}: {
  /** What happened, e.g. "Someone saved this award after you opened it." */
  saved: string
  /** The first column's heading ("Field", "Level"). */
  heading: string
  rows: ConflictRow[]
  onKeepMine: () => void
}) {
  return (
    <section
      role="alert"
      aria-label="Both versions"
      className="flex flex-col gap-2 rounded-xl border border-destructive p-4"
    >
      <p className="font-medium">
        {saved} Your changes are still in the form; compare them with the saved version, then save
        again.
      </p>
      <table className="text-sm">
        <thead>
          <tr>
            <th className="text-left">{heading}</th>
            <th className="text-left">Yours</th>
            <th className="text-left">Saved by them</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="pr-2 text-left font-normal">
                {row.label}
              </th>
              <td className="pr-2">{row.yours}</td>
              <td>{row.theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <Button type="button" variant="outline" onClick={onKeepMine}>
          Keep mine and save over theirs
        </Button>
      </div>
    </section>
  )
}

/** The end of an edit form: a failure, the saved message, and the save button. */
export function SaveFooter({
  error,
  status,
  pending,
  children,
}: {
  error?: string
  status?: string
  pending: boolean
  /** A hint shown above the messages. */
  children?: ReactNode
}) {
  return (
    <>
      {children}
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
        <Button type="submit" disabled={pending}>
          Save
        </Button>
      </div>
    </>
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

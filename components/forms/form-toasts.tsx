'use client'

import dynamic from 'next/dynamic'
import { useSyncExternalStore } from 'react'

import type { ExternalToast } from 'sonner'

// A form's toasts only ever follow a submit, so sonner (the toaster and its code) loads then,
// not with the page.
const Toaster = dynamic(() => import('@/components/ui/sonner').then((m) => m.Toaster), {
  ssr: false,
})

let wanted = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Starts loading the toaster: call it as the form sends, so it is ready when the answer comes. */
export function loadToasts() {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

/** Shows a toast once sonner has loaded; the toaster shows it when it mounts, if later. */
export async function showToast(kind: 'success' | 'error', title: string, data: ExternalToast) {
  loadToasts()
  const { toast } = await import('sonner')
  toast[kind](title, data)
}

/** Where the forms' toasts appear: nothing until the first is on its way. */
export function FormToaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
  return show ? <Toaster /> : null
}

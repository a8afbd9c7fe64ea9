export type PostResult =
  | { ok: true; body: unknown }
  | { ok: false; status: number; message: string; fields?: Record<string, string> }

/** POSTs JSON to a staff API and reads the answer (or the one error shape); never throws. */
export async function postJson(url: string, body?: unknown): Promise<PostResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const answer = await response.json().catch(() => undefined)
    if (response.ok) return { ok: true, body: answer }
    return {
      ok: false,
      status: response.status,
      message: answer?.error?.message ?? 'Something went wrong on our side. Please try again.',
      fields: answer?.error?.fields,
    }
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    }
  }
}

import fc from 'fast-check'

import { application, freshAddress } from '@/test/apply-route-suite'
import {
  contactMessage,
  loadHardenedApp,
  rowCounts,
  staffContext,
  type HardenedApp,
} from '@/test/hardening-suite'
import type { AppEnv } from '@/test/load-app'
import { unloadApp } from '@/test/staff-app'

/** Runs per route; CI runs all three: 5,500 requests in all. */
export const FUZZ_RUNS = { apply: 2500, contact: 1500, note: 1500 } as const

const HOSTILE_CHARACTERS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\ufffe',
  '\uffff',
  '\u001b',
  '\u202e',
  '\u200b',
  '\ufdd0',
  '\ud83d',
  '😀',
  "'; DROP TABLE applications; --",
  '<script>alert(1)</script>',
  '%00',
  '\\u0000',
  '${7*7}',
]

/** Text with NUL, lone surrogates, controls, non-characters, injection attempts, or very long. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc
    .tuple(fc.string(), fc.constantFrom(...HOSTILE_CHARACTERS), fc.string())
    .map(([a, b, c]) => `${a}${b}${c}`),
  fc
    .array(fc.constantFrom(...HOSTILE_CHARACTERS), { minLength: 1, maxLength: 20 })
    .map((a) => a.join('')),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'x'.repeat(n)),
)

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string(), hostileText, { maxKeys: 3 }),
)

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']

/** JSON text of `base` with some fields replaced and prototype keys spliced in (JSON.stringify drops __proto__). */
function withPatches(base: () => Record<string, unknown>) {
  const fields = Object.keys(base())
  return fc
    .record({
      patch: fc.dictionary(fc.constantFrom(...fields), anyValue, { maxKeys: 4 }),
      protoKeys: fc.subarray(PROTOTYPE_KEYS),
      protoValue: fc.oneof(fc.constant({ admin: true, status: 'completed' }), anyValue),
    })
    .map(({ patch, protoKeys, protoValue }) => {
      const json = JSON.stringify({ ...base(), ...patch })
      const spliced = protoKeys.map(
        (k) => `${JSON.stringify(k)}:${JSON.stringify(protoValue) ?? 'null'}`,
      )
      return spliced.length ? `{${spliced.join(',')},${json.slice(1)}` : json
    })
}

const encoder = new TextEncoder()

/** Raw bodies: text, bytes with invalid UTF-8, JSON of any shape, and the real form with hostile fields. */
function bodies(base: () => Record<string, unknown>): fc.Arbitrary<string | Uint8Array> {
  return fc.oneof(
    { weight: 4, arbitrary: withPatches(base) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc
        .tuple(withPatches(base), fc.uint8Array({ minLength: 1, maxLength: 8 }), fc.nat())
        .map(([json, bytes, at]) => {
          // Invalid UTF-8 (lone continuation bytes, overlongs, 0xFF) inside a string value.
          const text = encoder.encode(json)
          const cut = Math.min(text.length - 2, 2 + (at % Math.max(1, text.length - 4)))
          const invalid = bytes.map((b) => 0x80 | (b & 0x7f))
          return new Uint8Array([...text.subarray(0, cut), 0xff, ...invalid, ...text.subarray(cut)])
        }),
    },
  )
}

function rawRequest(path: string, body: string | Uint8Array, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      'content-type': 'application/json',
      'x-forwarded-for': freshAddress(),
      ...headers,
    },
    body: body as BodyInit,
  })
}

/** The fuzz of the three writing routes: no 5xx, and a row only for a 2xx answer. */
export function describeFuzz(label: string, makeEnv: () => Promise<AppEnv> | AppEnv) {
  describe(`fuzzed writing routes (${label})`, () => {
    let app: HardenedApp
    let ctx: Awaited<ReturnType<typeof staffContext>>
    let info: jest.SpyInstance

    beforeAll(async () => {
      info = jest.spyOn(console, 'info').mockImplementation(() => {})
      app = await loadHardenedApp(await makeEnv())
      await app.db.openDatabase()
      ctx = await staffContext(app)
    }, 60_000)

    afterAll(async () => {
      await unloadApp(app)
      info.mockRestore()
    })

    async function fuzz(
      table: 'applications' | 'contacts' | 'notes',
      runs: number,
      arbitrary: fc.Arbitrary<string | Uint8Array>,
      send: (body: string | Uint8Array) => Promise<Response>,
    ) {
      const before = (await rowCounts(app))[table]
      let created = 0
      await fc.assert(
        fc.asyncProperty(arbitrary, async (body) => {
          const response = await send(body)
          expect(response.status).toBeLessThan(500)
          if (response.status === 201) created++
          else expect(response.status).toBeGreaterThanOrEqual(400)
        }),
        { numRuns: runs },
      )
      expect((await rowCounts(app))[table]).toBe(before + created)
    }

    it(`POST /api/apply: ${FUZZ_RUNS.apply} hostile bodies, no 5xx, rows only for 201`, async () => {
      await fuzz('applications', FUZZ_RUNS.apply, bodies(application), (body) =>
        app.route.POST(rawRequest('/api/apply', body)),
      )
    }, 240_000)

    it(`POST /api/contact: ${FUZZ_RUNS.contact} hostile bodies, no 5xx, rows only for 201`, async () => {
      await fuzz('contacts', FUZZ_RUNS.contact, bodies(contactMessage), (body) =>
        app.contact.POST(rawRequest('/api/contact', body)),
      )
    }, 240_000)

    it(`POST a staff note: ${FUZZ_RUNS.note} hostile bodies, no 5xx, rows only for 201`, async () => {
      const path = `/api/staff/applications/${ctx.reference}/notes`
      await fuzz(
        'notes',
        FUZZ_RUNS.note,
        bodies(() => ({ body: 'Called the student.' })),
        (body) =>
          app.notes.POST(rawRequest(path, body, { cookie: ctx.cookie }), {
            params: Promise.resolve({ reference: ctx.reference }),
          }),
      )
    }, 240_000)
  })
}

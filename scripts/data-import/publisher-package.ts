// Takes the named members out of a publisher's zip into the cache layout the readers read. The
// zip is read from disk in small chunks and each member is inflated as it arrives (fflate's
// streaming Unzip) and written out at the pace the disk takes it, so memory stays flat however
// large a member is (the College Scorecard field-of-study CSV is hundreds of MB).
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

import { parse } from 'csv-parse'
import { stringify } from 'csv-stringify'
import { Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate'

import type { PackageMember } from './sources'

export type ExtractedMember = {
  /** The cached file written (under the folder given). */
  file: string
  /** The member's name in the zip, folders included. */
  member: string
  /** Of the cached file's bytes (gzip-compressed when its name ends .gz). */
  sha256: string
  bytes: number
}

/** Bytes of the zip inflated at a time. */
const SLICE = 1 << 14

/** The member's name without the folders a zip may put it in. */
const baseName = (name: string) => name.split(/[/\\]/).at(-1) ?? name

/** Which wanted member a zip entry is, if any. */
function wantedFor(
  name: string,
  members: readonly PackageMember[],
  passedOver: ReadonlySet<string> = new Set(),
) {
  if (name.endsWith('/') || passedOver.has(name)) return undefined
  const base = baseName(name)
  return members.find((m) => m.pattern.test(base))
}

/**
 * The entry names of a zip on disk, from its central directory (fflate's filter sees each entry
 * before inflating it, and we inflate none). The zip is read whole: only small publisher tables
 * (the NCES ones) name a `preferred` member.
 */
export async function zipEntryNames(zip: string): Promise<string[]> {
  const names: string[] = []
  unzipSync(new Uint8Array(await readFile(zip)), {
    filter: (file) => {
      names.push(file.name)
      return false
    },
  })
  return names
}

/**
 * The entries to pass over: where several entries match a member that names a `preferred` one
 * (NCES ships hd2023.csv and, once revised, hd2023_rv.csv), every match but the preferred.
 */
async function passedOverIn(zip: string, members: readonly PackageMember[]) {
  const passedOver = new Set<string>()
  if (!members.some((m) => m.preferred)) return passedOver
  let names: string[]
  try {
    names = await zipEntryNames(zip)
  } catch {
    // Not a zip: the streaming read below says so, as for any other zip.
    return passedOver
  }
  for (const member of members) {
    if (!member.preferred) continue
    const matches = names.filter((n) => !n.endsWith('/') && member.pattern.test(baseName(n)))
    const preferred = matches.filter((n) => member.preferred!.test(baseName(n)))
    if (preferred.length && matches.length > preferred.length)
      for (const name of matches) if (!preferred.includes(name)) passedOver.add(name)
  }
  return passedOver
}

/**
 * The stages that turn a CSV member into the cached file's columns (`member.columns`): parsed as
 * it streams, each row cut down to the wanted columns under their cached names, written back as
 * UTF-8 CSV. A wanted column the header lacks fails the member with a message naming it.
 */
export function projection(
  want: PackageMember & { columns: NonNullable<PackageMember['columns']> },
  describe: string,
) {
  const wanted = want.columns.map((c) => (typeof c === 'string' ? [c, c] : c))
  let indices: number[] | null = null
  const pick = new Transform({
    objectMode: true,
    transform(row: string[], _encoding, next) {
      if (indices)
        return next(
          null,
          indices.map((i) => row[i] ?? ''),
        )
      const header = row.map((name) => name.trim())
      const lacking = wanted.filter(([, from]) => !header.includes(from))
      if (lacking.length)
        return next(
          new Error(
            `${describe} has no column ${lacking.map(([, from]) => from).join(', ')} (${want.file} is made of ${wanted.map(([, from]) => from).join(', ')})`,
          ),
        )
      indices = wanted.map(([, from]) => header.indexOf(from))
      next(
        null,
        wanted.map(([name]) => name),
      )
    },
  })
  return [
    parse({ bom: true, encoding: want.encoding ?? 'utf8', relax_quotes: true }),
    pick,
    stringify(),
  ] as const
}

type Output = {
  want: PackageMember
  member: string
  input: PassThrough
  done: Promise<void>
  ended: boolean
  hash: ReturnType<typeof createHash>
  bytes: number
}

/**
 * Streams the members of `zip` that `members` name into `dir` (each at its `file` path, gzipped
 * when that ends .gz) and hashes each as written. Returns what was written and which members the
 * zip lacks; throws when the zip cannot be read, a member is cut short or two members match one
 * name (`label` names the zip in messages).
 */
export async function extractMembers(
  zip: string,
  dir: string,
  members: readonly PackageMember[],
  label = zip,
): Promise<{ extracted: ExtractedMember[]; missing: PackageMember[] }> {
  const outputs = new Map<PackageMember, Output>()
  // The first problem met; the zip stops being read at it.
  const state: { failure: Error | null } = { failure: null }
  const fail = (error: Error) => {
    state.failure ??= error
  }

  const open = (want: PackageMember, member: string): Output => {
    const target = path.join(dir, want.file)
    const input = new PassThrough()
    const hash = createHash('sha256')
    const output: Output = {
      want,
      member,
      input,
      hash,
      bytes: 0,
      ended: false,
      done: Promise.resolve(),
    }
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        hash.update(chunk)
        output.bytes += chunk.length
        next(null, chunk)
      },
    })
    const columns = want.columns
    const stages = [
      ...(columns ? projection({ ...want, columns }, `${label}: ${member}`) : []),
      ...(want.file.endsWith('.gz') ? [createGzip()] : []),
    ]
    // Attached at once: a pipeline started on a stream already ended and destroyed never settles.
    output.done = pipeline([input, ...stages, counter, createWriteStream(target)]).catch(
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error)
        // The CSV parser's own errors say nothing of which file they met.
        throw error instanceof Error && message.startsWith(label)
          ? error
          : new Error(`${label}: ${member} cannot be read as CSV (${message})`)
      },
    )
    // A disk error ends the extraction; it is reported once the zip stops being read.
    output.done.catch((error: unknown) =>
      fail(error instanceof Error ? error : new Error(String(error))),
    )
    return output
  }

  const passedOver = await passedOverIn(zip, members)
  for (const folder of new Set(members.map((m) => path.dirname(path.join(dir, m.file)))))
    await mkdir(folder, { recursive: true })
  let entries = 0
  const unzip = new Unzip((file: UnzipFile) => {
    entries++
    const want = wantedFor(file.name, members, passedOver)
    if (want && outputs.has(want)) {
      fail(
        new Error(
          `${label}: two members match ${want.name} (${outputs.get(want)!.member}, ${file.name}); expected one`,
        ),
      )
    }
    if (!want || outputs.has(want)) {
      // Every member is read through, even unwanted ones: fflate keeps a member it was never
      // asked to start in memory, which for a large zip would be most of it.
      file.ondata = () => {}
      file.start()
      return
    }
    const output = open(want, file.name)
    outputs.set(want, output)
    file.ondata = (error, data, final) => {
      if (error) {
        fail(new Error(`${label}: ${file.name} cannot be inflated (${error.message})`))
        return
      }
      // fflate hands over a fresh array each time: written as it is, not copied.
      if (data.length) output.input.write(Buffer.from(data.buffer, data.byteOffset, data.length))
      if (final) {
        output.ended = true
        output.input.end()
      }
    }
    file.start()
  })
  unzip.register(UnzipInflate)

  try {
    reading: for await (const chunk of createReadStream(zip, { highWaterMark: 1 << 16 })) {
      // Small slices: what one slice inflates to is all that can wait in memory for the disk
      // (a column of repeated NULLs inflates a hundredfold).
      for (let at = 0; at < (chunk as Buffer).length; at += SLICE) {
        try {
          unzip.push((chunk as Buffer).subarray(at, at + SLICE))
        } catch (error) {
          fail(new Error(`${label}: not a readable zip (${(error as Error).message})`))
        }
        if (state.failure) break reading
        const full = [...outputs.values()].filter((o) => !o.ended && o.input.writableNeedDrain)
        await Promise.all(
          full.map(
            (o) =>
              new Promise<void>((resolve) => {
                o.input.once('drain', resolve)
                o.done.then(resolve, resolve)
              }),
          ),
        )
        if (state.failure) break reading
      }
    }
    if (!state.failure) {
      try {
        unzip.push(new Uint8Array(0), true)
      } catch (error) {
        const unfinished = [...outputs.values()].find((o) => !o.ended)
        fail(
          new Error(
            unfinished
              ? `${label}: ${unfinished.member} is cut short (the zip ends inside it)`
              : `${label}: the zip ends inside a member (${(error as Error).message})`,
          ),
        )
      }
    }
    // An error page or an empty body served in place of the zip has no member at all.
    if (!entries && !state.failure) fail(new Error(`${label}: not a zip file (no member in it)`))
    for (const output of outputs.values())
      if (!output.ended && !state.failure)
        fail(new Error(`${label}: ${output.member} is cut short (the zip ends inside it)`))
  } catch (error) {
    fail(error instanceof Error ? error : new Error(String(error)))
  }

  // Let every file stream close before reporting (a destroyed one may still be opening).
  // (Without a failure every output has ended: a member still open is a failure.)
  for (const output of outputs.values()) if (!output.ended) output.input.destroy()
  await Promise.allSettled([...outputs.values()].map((o) => o.done))
  if (state.failure) throw state.failure

  return {
    extracted: [...outputs.values()].map((o) => ({
      file: o.want.file,
      member: o.member,
      sha256: o.hash.digest('hex'),
      bytes: o.bytes,
    })),
    missing: members.filter((m) => !outputs.has(m)),
  }
}

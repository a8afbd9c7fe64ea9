// `npm run data:refresh [-- --offline DIR] [--only SOURCE] [--cache DIR]`: brings each source's
// files from its publisher (or, with --offline, from a folder) into the cache folder, checks them
// against their documented layout, keeps the last good copy of a source that fails, runs the import
// on the result and records per source what was read in <cache>/refresh-manifest.json. The import's
// files go to <cache>/generated; data/generated (committed) is left alone.
import { createHash } from 'node:crypto'
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  openSync,
  readdirSync,
  writeSync,
} from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { z } from 'zod'

import { fxRatesSchema } from '../../data/open-schema'
import { emitOutputs, OPTIONAL_OUTPUT_FILES, type ImportCounts } from './build'
import { cricosAsOf } from './cricos'
import { download, type DownloadResult } from './download'
import { GENERATED_DIR, importFolder, importRatesFolder, seedDir } from './io'
import { checkFile } from './layout'
import { extractMembers } from './publisher-package'
import { announceRefresh, databaseTarget, loadIntoDatabase } from './refresh-db'
import { releaseOf, RELEASES_FILE, releasesSchema, type Releases } from './releases'
import { newestByNumbers } from './shared'
import {
  CRICOS_DIR,
  CRICOS_DOWNLOAD,
  CRICOS_FILE,
  CURRENCY_API_DIR,
  CURRENCY_API_FILE,
  CURRENCY_API_URL,
  DOWNLOADS,
  ECB_COPIES,
  KISCOURSE_FILES,
  OFFLINE_ONLY,
  PACKAGES,
  RATE_SOURCE_IDS,
  REFERENCE_FILES,
  SCORECARD_FOS_FILE,
  SOURCES,
  type PublisherPackage,
} from './sources'

export type RefreshSource = {
  id: string
  /** Files under the data folder the source needs. */
  files: string[]
  /** Files read when present (KISCOURSE, the field-of-study file). */
  optional?: string[]
  /**
   * Interchangeable copies of the same data (the ECB's zip, the Parquet repackaging): every copy
   * the folder or the publishers have whole is brought, and at least one must be.
   */
  copies?: readonly (readonly string[])[]
  /**
   * One file whose name carries its version or date (the second rate source's, the CRICOS
   * workbook): offline the newest in the folder; online the download, named by the date in the
   * JSON or, with `publisherName`, as the publisher names it. A refresh leaves no other.
   */
  versioned?: {
    dir: string
    pattern: RegExp
    /** Where to download it; null: the variable `publisherName.env` is unset. */
    url: string | null
    /**
     * The file keeps the publisher's name, which must match `pattern` and hold a date `dateOf`
     * accepts (it throws otherwise): the name dates the data.
     */
    publisherName?: {
      env: string
      what: string
      expected: string
      dateOf: (name: string) => string
    }
  }
  /**
   * Online, the files come out of these publisher zips, each at its `url` (null: its variable is
   * unset). With none set, the files are refreshed with --offline as before.
   */
  packages?: (PublisherPackage & { url: string | null })[]
}

export type FileRecord = {
  path: string
  sha256: string
  bytes: number
  url: string | null
  /** The publisher server's Last-Modified, when downloaded and sent. */
  lastModified?: string | null
  /** Taken out of the zip at `url`: the member's name there, and the zip's own hash and size. */
  zip?: { member: string; sha256: string; bytes: number }
  /**
   * Not downloaded with the rest of its source (another publisher's file, not in the zip): the
   * last good copy in use, from the cache or, on a first run, the seed folder.
   */
  kept?: 'cache' | 'seed'
}

export type SourceRecord = {
  id: string
  /**
   * refreshed: new files checked and in use; failed: the last good copy stays; kept: not asked
   * for; absent: an optional source (the field-of-study file) with no file to read.
   */
  result: 'refreshed' | 'failed' | 'kept' | 'absent'
  message: string | null
  files: FileRecord[]
  asOf: string | null
  rowsRead: number | null
  rowsKept: number | null
  /** Rows left out, by reason. */
  rowsRejected: Record<string, number> | null
}

export type { ImportCounts } from './build'

export type RefreshOptions = {
  sources: RefreshSource[]
  cache: string
  /** Read the files from this folder instead of the publishers. */
  offline?: string
  only?: string
  /** Where a source not refreshed this time takes its files when the cache has none yet. */
  seed?: string
  /** Runs the import on a complete folder; its counts per source id. */
  runImport: (dir: string) => Promise<Record<string, ImportCounts>>
  /** A run of rate sources alone imports this instead: the rate table from their files. */
  runRatesImport?: (dir: string) => Promise<Record<string, ImportCounts>>
  fetch?: typeof download
  log?: (line: string) => void
}

const LICENCE_FILES: Record<string, string[]> = {
  hipo: ['LICENSE-hipo-university-domains-list.txt'],
  dfe: ['LICENSE-dfe-reference-data.txt'],
}

type Environment = Readonly<Record<string, string | undefined>>

/** A source's publisher zips with their addresses from the environment (unset: null). */
const withUrl = (id: string, env: Environment) => {
  const packages = PACKAGES[id]
  return packages
    ? {
        packages: packages.map((pkg) => {
          const value = env[pkg.env]?.trim() || null
          const built = value && pkg.release ? pkg.release.build(value) : null
          return built ? { ...pkg, ...built } : { ...pkg, url: value }
        }),
      }
    : {}
}

/** Every source the import reads, in the manifest's order, then the refresh-only field-of-study file. */
export function refreshSources(env: Environment = process.env): RefreshSource[] {
  return [
    ...Object.entries(SOURCES).map(([id, source]) => ({
      id,
      // The MIT licence texts travel with the data they cover.
      files: id === 'ecb' ? [] : [...source.files, ...(LICENCE_FILES[id] ?? [])],
      ...(id === 'discover-uni-courses' ? { optional: KISCOURSE_FILES } : {}),
      ...(id === 'ecb' ? { copies: ECB_COPIES } : {}),
      ...(id === 'currency-api'
        ? {
            versioned: { dir: CURRENCY_API_DIR, pattern: CURRENCY_API_FILE, url: CURRENCY_API_URL },
          }
        : {}),
      ...(id === 'cricos'
        ? {
            versioned: {
              dir: CRICOS_DIR,
              pattern: CRICOS_FILE,
              url: env[CRICOS_DOWNLOAD.env]?.trim() || null,
              publisherName: { ...CRICOS_DOWNLOAD, dateOf: cricosAsOf },
            },
          }
        : {}),
      ...withUrl(id, env),
    })),
    {
      id: 'scorecard-fos',
      files: [],
      optional: [SCORECARD_FOS_FILE],
      ...withUrl('scorecard-fos', env),
    },
  ]
}

async function copyHashed(from: string, to: string): Promise<{ sha256: string; bytes: number }> {
  await mkdir(path.dirname(to), { recursive: true })
  const hash = createHash('sha256')
  let bytes = 0
  const source = createReadStream(from)
  source.on('data', (chunk) => {
    hash.update(chunk)
    bytes += chunk.length
  })
  await pipeline(source, createWriteStream(to))
  return { sha256: hash.digest('hex'), bytes }
}

async function hashFile(file: string) {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer)
    bytes += (chunk as Buffer).length
  }
  return { sha256: hash.digest('hex'), bytes }
}

const namesIn = (dir: string, pattern: RegExp) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => pattern.test(name)) : []

const newestIn = (dir: string, pattern: RegExp) => newestByNumbers(namesIn(dir, pattern), pattern)

const describeCopies = (copies: readonly (readonly string[])[]) =>
  copies
    .map((files) => (files.length > 1 ? `${files[0]} and ${files.length - 1} more` : files[0]))
    .join(' or ')

/** What `dir` lacks of a source: its files, and one of its copies whole. */
const missingIn = (dir: string, source: RefreshSource): string[] => {
  const missing = source.files.filter((file) => !existsSync(path.join(dir, file)))
  if (
    source.copies &&
    !source.copies.some((files) => files.every((file) => existsSync(path.join(dir, file))))
  )
    missing.push(`one of ${describeCopies(source.copies)}`)
  const versioned = source.versioned
  if (versioned?.publisherName && !newestIn(path.join(dir, versioned.dir), versioned.pattern))
    missing.push(`${versioned.dir}/${versioned.publisherName.expected}`)
  return missing
}

/** Where a run keeps the publisher zips it downloaded; removed when the run ends. */
const ZIP_DIR = 'zips'

const zipAddress = z.url({ protocol: /^https?$/ })

type Obtained = {
  records: FileRecord[]
  /** Said in the source's message: optional members the zip lacked, files kept. */
  notes: string[]
  /** Cached files of the source the new set replaces without a copy of its own (a past release's). */
  stale: string[]
}

/**
 * Brings a source's files out of its publisher zips: each zip is downloaded once per run (both
 * Discover Uni sources read the same one), its members streamed into `incoming`. The source's
 * files no configured zip carries (another publisher's, or a zip whose variable is unset) keep
 * their last good copy, and the manifest says so.
 */
async function obtainPackages(
  source: RefreshSource,
  packages: (PublisherPackage & { url: string | null })[],
  options: RefreshOptions,
  incoming: string,
  zips: Map<string, Promise<DownloadResult>>,
): Promise<Obtained> {
  const records: FileRecord[] = []
  const notes: string[] = []
  const labels: string[] = []
  for (const pkg of packages) {
    if (!pkg.url) continue
    const address = zipAddress.safeParse(pkg.url)
    if (!address.success)
      throw new Error(
        `${pkg.env} is not ${pkg.release?.value ?? 'an http(s) address'} (${JSON.stringify(pkg.url)})`,
      )
    let pending = zips.get(address.data)
    if (!pending) {
      const name = `${createHash('sha256').update(address.data).digest('hex').slice(0, 16)}.zip`
      pending = (options.fetch ?? download)(address.data, path.join(options.cache, ZIP_DIR, name))
      zips.set(address.data, pending)
    }
    const zip = await pending
    const label = `the zip at ${zip.url}`
    labels.push(label)
    const { extracted, missing } = await extractMembers(zip.path, incoming, pkg.members, label)
    const lacking = missing.filter((m) => !m.optional)
    if (lacking.length)
      throw new Error(
        lacking.map((m) => `${m.name} is not in ${label} (${m.file} comes from it)`).join('\n'),
      )
    for (const e of extracted)
      records.push({
        path: e.file,
        url: zip.url,
        sha256: e.sha256,
        bytes: e.bytes,
        lastModified: zip.lastModified,
        zip: { member: e.member, sha256: zip.sha256, bytes: zip.bytes },
      })
    for (const m of missing)
      notes.push(
        `${m.name} is not in ${label}: optional, the source is refreshed without ${m.file}`,
      )
  }
  const unset = packages.filter((pkg) => !pkg.url)
  // Optional files are never kept: a zip without one means the source no longer has it.
  const keep = source.files.filter((file) => !records.some((r) => r.path === file))
  for (const file of keep) {
    const copies: [string, 'cache' | 'seed'][] = [
      [path.join(options.cache, 'current', file), 'cache'],
    ]
    if (options.seed) copies.push([path.join(options.seed, file), 'seed'])
    const copy = copies.find(([from]) => existsSync(from))
    if (!copy) {
      const zip = unset.find((pkg) => pkg.members.some((m) => m.file === file))
      throw new Error(
        `${file} is not in ${labels.join(' or ')} and there is no copy to keep; ${zip ? `set ${zip.env} or ` : ''}refresh it with --offline DIR`,
      )
    }
    records.push({
      path: file,
      url: null,
      kept: copy[1],
      ...(await copyHashed(copy[0], path.join(incoming, file))),
    })
  }
  const kept = records.filter((r) => r.kept)
  if (kept.length)
    notes.push(
      `kept, not in ${labels.join(' or ')}: ${kept.map((r) => `${r.path} (${r.kept === 'cache' ? 'the cached copy' : "the seed folder's copy"})`).join(', ')}`,
    )
  // Packages built from one release variable (IPEDS_YEAR) are said once.
  for (const env of new Set(unset.map((pkg) => pkg.env))) {
    const same = unset.filter((pkg) => pkg.env === env)
    const files = same.flatMap((pkg) => pkg.members.map((m) => m.file))
    notes.push(
      `${env} is unset: set it to ${same[0]!.release?.value ?? `the address of ${same[0]!.what}`} to refresh ${files.join(', ')}`,
    )
  }
  const order = [...source.files, ...(source.optional ?? [])]
  records.sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path))
  return {
    records,
    notes,
    stale: (source.optional ?? []).filter((file) => !records.some((r) => r.path === file)),
  }
}

/** Brings one source's files into `incoming`; throws with a message on the first that fails. */
async function obtain(
  source: RefreshSource,
  options: RefreshOptions,
  incoming: string,
  zips: Map<string, Promise<DownloadResult>>,
): Promise<Obtained> {
  const packages = source.packages ?? []
  if (!options.offline && packages.some((pkg) => pkg.url))
    return obtainPackages(source, packages, options, incoming, zips)
  const records: FileRecord[] = []
  const fetch = options.fetch ?? download
  const offline = options.offline
  const take = async (file: string, required: boolean) => {
    if (offline) {
      const from = path.join(offline, file)
      if (!existsSync(from)) {
        if (required) throw new Error(`${file} is not in ${offline}`)
        return
      }
      records.push({
        path: file,
        url: null,
        ...(await copyHashed(from, path.join(incoming, file))),
      })
      return
    }
    const url = DOWNLOADS[file]
    if (!url) {
      // The zips that carry the file, else every zip of the source; one variable said once.
      const carrying = packages.filter((pkg) => pkg.members.some((m) => m.file === file))
      const settings = new Map(
        (carrying.length ? carrying : packages).map((pkg) => [
          pkg.env,
          `${pkg.env} to ${pkg.release?.value ?? `the address of ${pkg.what}`}`,
        ]),
      )
      if (required)
        throw new Error(
          `${file}: no publisher address to download it from; ${settings.size ? `set ${[...settings.values()].join(' and ')}, or ` : ''}refresh it with --offline DIR`,
        )
      return
    }
    const got: DownloadResult = await fetch(url, path.join(incoming, file))
    records.push({
      path: file,
      url: got.url,
      sha256: got.sha256,
      bytes: got.bytes,
      lastModified: got.lastModified,
    })
  }
  for (const file of source.files) await take(file, true)
  for (const file of source.optional ?? []) await take(file, false)
  if (source.copies) {
    // Offline, the copies the folder holds whole; online, those with a publisher address.
    const available = source.copies.filter((files) =>
      files.every((file) => (offline ? existsSync(path.join(offline, file)) : DOWNLOADS[file])),
    )
    if (!available.length)
      throw new Error(
        offline
          ? `no copy of ${source.id} in ${offline}: one of ${describeCopies(source.copies)}`
          : `no copy of ${source.id} has a publisher address; refresh it with --offline DIR`,
      )
    for (const files of available) for (const file of files) await take(file, true)
  }
  if (source.versioned) {
    const { dir, pattern, url } = source.versioned
    if (offline) {
      const name = newestIn(path.join(offline, dir), pattern)
      if (!name) throw new Error(`no file matching ${pattern} in ${path.join(offline, dir)}`)
      await take(`${dir}/${name}`, true)
    } else if (source.versioned.publisherName) {
      records.push(
        await downloadNamed(
          { ...source.versioned, publisherName: source.versioned.publisherName },
          incoming,
          fetch,
        ),
      )
    } else {
      if (!url) throw new Error(`${dir}: no publisher address to download it from`)
      const temp = path.join(incoming, dir, 'download.json')
      const got = await fetch(url, temp)
      const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(
        String((JSON.parse(await readFile(temp, 'utf8')) as { date?: unknown }).date ?? ''),
      )
      if (!date) throw new Error(`${url}: the file has no date field (expected YYYY-MM-DD)`)
      const file = `${dir}/currency-api-${date.slice(1).map(Number).join('.')}-eur.min.json`
      await rename(temp, path.join(incoming, file))
      records.push({
        path: file,
        url: got.url,
        sha256: got.sha256,
        bytes: got.bytes,
        lastModified: got.lastModified,
      })
    }
  }
  // The file brought replaces every other of its kind: a past release is never read instead.
  const stale = source.versioned
    ? namesIn(path.join(options.cache, 'current', source.versioned.dir), source.versioned.pattern)
        .map((name) => `${source.versioned!.dir}/${name}`)
        .filter((file) => !records.some((r) => r.path === file))
    : []
  return { records, notes: [], stale }
}

/**
 * Downloads a file that keeps its publisher's name (the CRICOS workbook): the name is the last
 * segment of the address the body came from, after redirects, else the Content-Disposition's; one
 * that does not match `pattern` (it must carry the date) fails the source, naming what was expected.
 */
async function downloadNamed(
  versioned: NonNullable<RefreshSource['versioned']> & {
    publisherName: NonNullable<NonNullable<RefreshSource['versioned']>['publisherName']>
  },
  incoming: string,
  fetch: typeof download,
): Promise<FileRecord> {
  const { dir, pattern, url, publisherName } = versioned
  if (!url)
    throw new Error(
      `${dir}/${publisherName.expected}: no publisher address to download it from; set ${publisherName.env} to the address of ${publisherName.what}, or refresh it with --offline DIR`,
    )
  const address = zipAddress.safeParse(url)
  if (!address.success)
    throw new Error(`${publisherName.env} is not an http(s) address (${JSON.stringify(url)})`)
  const got = await fetch(address.data, path.join(incoming, dir, 'download.part'))
  const segment = lastSegment(got.url)
  const dated = (name: string | null | undefined): name is string => {
    if (!name || !pattern.test(name)) return false
    try {
      publisherName.dateOf(name)
      return true
    } catch {
      return false
    }
  }
  const name = [segment, got.filename].find(dated)
  if (!name)
    throw new Error(
      `${got.url}: the file is not named ${publisherName.expected} (its address ends in ${JSON.stringify(segment ?? '')}${got.filename ? `, its Content-Disposition names ${JSON.stringify(got.filename)}` : ' and no Content-Disposition names it'}); its date is the data's as-of date`,
    )
  const file = `${dir}/${name}`
  await rename(got.path, path.join(incoming, file))
  return {
    path: file,
    url: got.url,
    sha256: got.sha256,
    bytes: got.bytes,
    lastModified: got.lastModified,
  }
}

/** The last path segment of an address, decoded; null when it cannot be. */
function lastSegment(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '') || null
  } catch {
    return null
  }
}

/**
 * Keeps <cache>/current/releases.json in step with the files: a source downloaded this run is
 * dated by its release, one refreshed from a folder loses its entry, the others keep theirs.
 */
async function recordReleases(current: string, records: readonly SourceRecord[]) {
  const file = path.join(current, RELEASES_FILE)
  const releases: Releases = existsSync(file)
    ? releasesSchema.parse(JSON.parse(await readFile(file, 'utf8')))
    : {}
  const today = new Date()
  for (const record of records) {
    if (record.result !== 'refreshed' && record.result !== 'absent') continue
    const release = releaseOf(record.files, today, REFERENCE_FILES)
    if (release) releases[record.id] = release
    else delete releases[record.id]
  }
  await mkdir(current, { recursive: true })
  const sorted = Object.fromEntries(Object.entries(releases).sort(([a], [b]) => (a < b ? -1 : 1)))
  await writeFile(file, `${JSON.stringify(sorted, null, 2)}\n`)
}

/** Runs the refresh; see the module comment. Never throws for one source's failure. */
export async function refresh(options: RefreshOptions): Promise<{
  records: SourceRecord[]
  imported: boolean
  importMessage: string | null
  /** The import was the rate table alone (<cache>/rates); the other tables stay as loaded. */
  ratesOnly: boolean
}> {
  const log = options.log ?? (() => {})
  const current = path.join(options.cache, 'current')
  const incoming = path.join(options.cache, 'incoming')
  const ids = options.sources.map((s) => s.id)
  // One source or several, comma-separated (the daily schedule refreshes both rate sources).
  const wanted = options.only ? options.only.split(',') : null
  for (const id of wanted ?? [])
    if (!ids.includes(id))
      throw new Error(`--only ${id}: no such source (one of ${ids.join(', ')})`)
  const asked = options.sources.filter((s) => !wanted || wanted.includes(s.id))
  const selected = asked.filter((s) => options.offline || !OFFLINE_ONLY[s.id])
  // The daily run asks for the rate sources alone: it needs no other source's files.
  const ratesOnly = Boolean(
    options.runRatesImport && wanted?.every((id) => RATE_SOURCE_IDS.includes(id)),
  )

  await mkdir(options.cache, { recursive: true })
  const zipDir = path.join(options.cache, ZIP_DIR)
  await rm(zipDir, { recursive: true, force: true })
  const zips = new Map<string, Promise<DownloadResult>>()
  const records: SourceRecord[] = []
  for (const [i, source] of selected.entries()) {
    const started = Date.now()
    const record: SourceRecord = {
      id: source.id,
      result: 'refreshed',
      message: null,
      files: [],
      asOf: null,
      rowsRead: null,
      rowsKept: null,
      rowsRejected: null,
    }
    await rm(incoming, { recursive: true, force: true })
    try {
      const obtained = await obtain(source, options, incoming, zips)
      record.files = obtained.records
      const problems = (
        await Promise.all(record.files.map((f) => checkFile(f.path, path.join(incoming, f.path))))
      ).flat()
      if (problems.length) throw new Error(problems.join('\n'))
      if (!record.files.length) {
        record.result = 'absent'
        const unset = options.offline ? [] : (source.packages ?? []).filter((pkg) => !pkg.url)
        record.message =
          `no file: ${(source.optional ?? []).join(', ')} is optional` +
          unset
            .map((pkg) => `; set ${pkg.env} to the address of ${pkg.what} to download it`)
            .join('')
      } else if (obtained.notes.length) record.message = obtained.notes.join('\n')
      // Only a complete, checked set replaces the last good copy.
      for (const file of record.files) {
        await mkdir(path.dirname(path.join(current, file.path)), { recursive: true })
        await rename(path.join(incoming, file.path), path.join(current, file.path))
      }
      for (const file of obtained.stale) await rm(path.join(current, file), { force: true })
    } catch (error) {
      record.result = 'failed'
      record.message = `${error instanceof Error ? error.message : String(error)}; the last good copy stays`
    }
    records.push(record)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    log(
      `data:refresh [${i + 1}/${selected.length}] ${source.id}: ${record.result}` +
        (record.result === 'refreshed' ? ` (${record.files.length} files) in ${seconds}s` : '') +
        (record.message ? `\n  ${record.message.replace(/\n/g, '\n  ')}` : ''),
    )
  }
  await rm(incoming, { recursive: true, force: true })
  await rm(zipDir, { recursive: true, force: true })

  // Sources not refreshed this time keep their cached files; a first run takes them from the seed.
  for (const source of options.sources.filter((s) => !selected.includes(s))) {
    const record: SourceRecord = {
      id: source.id,
      result: 'kept',
      message: asked.includes(source)
        ? `no publisher address (${OFFLINE_ONLY[source.id]}): its last good copy stays; refresh it with --offline DIR`
        : null,
      files: [],
      asOf: null,
      rowsRead: null,
      rowsKept: null,
      rowsRejected: null,
    }
    if (ratesOnly && !RATE_SOURCE_IDS.includes(source.id)) {
      records.push(record)
      continue
    }
    const files = [
      ...source.files,
      ...[...(source.optional ?? []), ...(source.copies ?? []).flat()].filter(
        (f) =>
          existsSync(path.join(current, f)) ||
          (options.seed && existsSync(path.join(options.seed, f))),
      ),
    ]
    if (source.versioned) {
      const name =
        newestIn(path.join(current, source.versioned.dir), source.versioned.pattern) ??
        (options.seed
          ? newestIn(path.join(options.seed, source.versioned.dir), source.versioned.pattern)
          : null)
      if (name) files.push(`${source.versioned.dir}/${name}`)
    }
    for (const file of files) {
      const target = path.join(current, file)
      if (!existsSync(target) && options.seed && existsSync(path.join(options.seed, file)))
        await copyHashed(path.join(options.seed, file), target)
      if (existsSync(target))
        record.files.push({ path: file, url: null, ...(await hashFile(target)) })
    }
    if (record.message) log(`data:refresh ${source.id}: kept\n  ${record.message}`)
    records.push(record)
  }

  await recordReleases(current, records)

  // The import needs every source's files: without a usable copy of one it does not run. The rate
  // table alone takes the deployed one's part for a rate source with no copy.
  const missing = ratesOnly ? [] : options.sources.flatMap((s) => missingIn(current, s))
  let imported = false
  let importMessage: string | null = null
  if (missing.length) {
    importMessage = `import not run: no usable copy of ${missing.join(', ')}`
  } else {
    try {
      const counts = await (ratesOnly ? options.runRatesImport! : options.runImport)(current)
      for (const record of records) {
        const count = counts[record.id]
        if (!count) continue
        record.asOf = count.asOf
        record.rowsRead = count.rowsRead
        record.rowsKept = count.rowsKept
        record.rowsRejected = count.dropped
      }
      imported = true
    } catch (error) {
      importMessage = `import failed: ${error instanceof Error ? error.message : String(error)}`
    }
  }
  if (importMessage) log(`data:refresh: ${importMessage}`)
  const order = new Map(ids.map((id, i) => [id, i]))
  records.sort((a, b) => order.get(a.id)! - order.get(b.id)!)
  await writeFile(
    path.join(options.cache, 'refresh-manifest.json'),
    `${JSON.stringify({ offline: options.offline ?? null, only: options.only ?? null, imported, importMessage, ratesOnly, sources: records }, null, 2)}\n`,
  )
  return { records, imported, importMessage, ratesOnly }
}

/** The real import: the same build as data:import, its files written to <cache>/generated. */
export function importInto(cache: string) {
  return async (dir: string): Promise<Record<string, ImportCounts>> => {
    const out = path.join(cache, 'generated')
    await mkdir(out, { recursive: true })
    // Each file is written as soon as it is built: the refresh never holds them all.
    const written = new Set<string>()
    const { manifest, scorecardFos } = emitOutputs(await importFolder(dir), (name, text) => {
      const file = openSync(path.join(out, name), 'w')
      try {
        let batch = ''
        for (const piece of text) {
          batch += piece
          if (batch.length < 1 << 20) continue
          writeSync(file, batch)
          batch = ''
        }
        writeSync(file, batch)
      } finally {
        closeSync(file)
      }
      written.add(name)
    })
    // The US programmes, when the field-of-study file was read; a stale copy must not outlive it.
    for (const name of OPTIONAL_OUTPUT_FILES)
      if (!written.has(name)) await rm(path.join(out, name), { force: true })
    const counts: Record<string, ImportCounts> = Object.fromEntries(
      manifest.sources.map((s) => [s.id, s]),
    )
    if (scorecardFos)
      counts['scorecard-fos'] = {
        asOf: scorecardFos.asOf,
        rowsRead: scorecardFos.read,
        rowsKept: scorecardFos.kept,
        dropped: scorecardFos.dropped,
      }
    return counts
  }
}

/** The rate sources' import alone: fx-rates.json written to <cache>/rates. */
export function importRatesInto(cache: string, deployed = GENERATED_DIR) {
  return async (dir: string): Promise<Record<string, ImportCounts>> => {
    const committed = fxRatesSchema.parse(
      JSON.parse(
        await readFile(
          /* turbopackIgnore: true */ path.join(
            /* turbopackIgnore: true */ deployed,
            'fx-rates.json',
          ),
          'utf8',
        ),
      ),
    )
    const { fx, counts } = await importRatesFolder(dir, committed)
    const out = path.join(cache, 'rates')
    await mkdir(out, { recursive: true })
    await writeFile(path.join(out, 'fx-rates.json'), `${JSON.stringify(fx, null, 2)}\n`)
    return counts
  }
}

/**
 * `data:refresh` arguments -> a run; exits non-zero when a source, the import or the load failed.
 * `--no-load` stops after the import (the site's cron route loads its own embedded database);
 * `--trigger cron` records who started the run.
 */
export async function refreshCommand(args: string[]) {
  const given: Record<string, string> = {}
  const noLoad = args.includes('--no-load')
  args = args.filter((a) => a !== '--no-load')
  for (let i = 0; i < args.length; i += 2) {
    const [flag, next] = [args[i]!, args[i + 1]]
    if (!['--offline', '--only', '--cache', '--trigger'].includes(flag))
      throw new Error(
        `unknown argument ${flag} (use --offline DIR, --only SOURCE[,SOURCE], --cache DIR, --no-load)`,
      )
    if (!next || next.startsWith('--')) throw new Error(`${flag} needs a value`)
    given[flag] = next
  }
  const value = (flag: string) => given[flag]
  let offline = value('--offline')
  // The shared folder's open/ subfolder or its parent: the file paths start at the parent.
  if (offline) {
    offline = path.resolve(/* turbopackIgnore: true */ offline)
    if (
      !existsSync(path.join(offline, 'world_universities_and_domains.json')) &&
      existsSync(path.join(offline, '..', 'world_universities_and_domains.json'))
    )
      offline = path.dirname(offline)
  }
  const cache = path.resolve(
    /* turbopackIgnore: true */ value('--cache') ?? path.join(process.cwd(), '.data', 'open-cache'),
  )
  const seed = seedDir()
  const started = Date.now()
  const result = await refresh({
    sources: refreshSources(),
    cache,
    offline,
    only: value('--only'),
    seed,
    runImport: importInto(cache),
    runRatesImport: importRatesInto(cache),
    log: (line) => console.log(line),
  })
  const failed = result.records.filter((r) => r.result === 'failed')
  for (const r of result.records.filter((r) => r.rowsRead !== null))
    console.log(
      `  ${r.id}: ${r.rowsRead} rows read, ${r.rowsKept} kept, ${Object.values(r.rowsRejected ?? {}).reduce((a, b) => a + b, 0)} rejected (as of ${r.asOf})`,
    )
  console.log(
    `data:refresh: ${result.records.filter((r) => r.result === 'refreshed').length} refreshed, ${failed.length} failed, import ${result.imported ? 'done' : 'not done'} in ${((Date.now() - started) / 1000).toFixed(1)}s; manifest ${path.join(cache, 'refresh-manifest.json')}`,
  )
  if (failed.length || !result.imported) process.exitCode = 1
  if (noLoad) return

  const loaded = await loadIntoDatabase({
    target: databaseTarget(),
    generated: result.imported ? path.join(cache, result.ratesOnly ? 'rates' : 'generated') : null,
    ratesOnly: result.ratesOnly,
    cache,
    records: result.records,
    trigger: value('--trigger') === 'cron' ? 'cron' : 'cli',
    importMessage: result.importMessage,
  })
  if (loaded.loaded) {
    console.log(`data:refresh: loaded into the database in ${(loaded.ms / 1000).toFixed(1)}s`)
    console.log(
      `data:refresh: ${await announceRefresh(process.env.REDIS_URL?.trim() || undefined)}`,
    )
  }
  if (loaded.message) {
    console.error(`data:refresh: ${loaded.message}`)
    process.exitCode = 1
  }
  // The manifest says whether the run reached the database (the cron route reads it).
  const manifestFile = path.join(cache, 'refresh-manifest.json')
  const written = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, unknown>
  await writeFile(
    manifestFile,
    `${JSON.stringify({ ...written, loaded: loaded.loaded, loadMessage: loaded.message }, null, 2)}\n`,
  )
}

// The release a refresh downloaded a source from, written beside the files it brought
// (<cache>/current/releases.json) so the import dates the data by that release, not by the copy
// the code was first written against. An offline refresh removes the source's entry: its files
// are the folder's, dated as the folder's copy is.
import { z } from 'zod'

export const RELEASES_FILE = 'releases.json'

const releaseSchema = z.object({
  /** The newest Last-Modified of the files downloaded, else the day they were downloaded. */
  date: z.iso.date(),
  dated: z.enum(['publisher', 'download']),
  /** The files downloaded this time. */
  files: z.array(z.string()).min(1),
  /** The source's data files kept from an earlier copy (their as-of is the earlier one's). */
  kept: z.array(z.string()),
})
export const releasesSchema = z.record(z.string(), releaseSchema)
export type Release = z.infer<typeof releaseSchema>
export type Releases = z.infer<typeof releasesSchema>

type Fetched = { path: string; url: string | null; lastModified?: string | null; kept?: unknown }

/**
 * The release of one refreshed source, from the files it took: null when none was downloaded
 * (an offline run). `reference` files (labels, licences) do not date the data.
 */
export function releaseOf(
  files: readonly Fetched[],
  today: Date,
  reference: readonly string[] = [],
): Release | null {
  const downloaded = files.filter((f) => f.url && !f.kept && !reference.includes(f.path))
  if (!downloaded.length) return null
  const stamps = downloaded
    .map((f) => (f.lastModified ? Date.parse(f.lastModified) : NaN))
    .filter((t) => Number.isFinite(t))
  const publisher = stamps.length === downloaded.length
  return {
    date: new Date(publisher ? Math.max(...stamps) : today.getTime()).toISOString().slice(0, 10),
    dated: publisher ? 'publisher' : 'download',
    files: downloaded.map((f) => f.path),
    kept: files.filter((f) => f.kept && !reference.includes(f.path)).map((f) => f.path),
  }
}

/**
 * What a source's figures are dated by: `fallback` (the shared copy's as-of) without a release;
 * the release's date with one; both, saying which files are which, when some data was kept.
 */
export function asOfLabel(fallback: string, release: Release | undefined): string {
  if (!release) return fallback
  const when =
    release.dated === 'publisher'
      ? `the publisher's release of ${release.date}`
      : `downloaded ${release.date}`
  if (!release.kept.length) return when.replace(/^the publisher's r/, 'r')
  const names = release.files.map((f) => f.split('/').at(-1)).join(', ')
  return `${fallback}; ${names} from ${when}`
}

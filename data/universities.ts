import { universitiesSeedSchema, type DataSource, type University } from './schema'
import { parseSeed } from './seed'
import seed from './universities.json'

// The curated universities live in data/universities.json (reviewed data, not code), checked
// against their schema once when first read. Server-side only: the file is about 400 KB.
const parsed = parseSeed(universitiesSeedSchema, seed, 'data/universities.json', ['universities'])

/** Where the universities' figures come from, for the Data sources page. */
export const universitiesSource: DataSource = parsed.source

/** The curated universities, in the seed's order (by region, then as listed). */
export const universities: University[] = parsed.universities

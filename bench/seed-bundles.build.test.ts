/**
 * Runs after `next build` (`npm run test:budgets`): the curated seed files are read on the server
 * only. A client component importing their loader would ship the whole file to every browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { applicationDocumentsSource, VISA_DOCUMENTS } from '@/data/application-documents'
import { countryGroups } from '@/data/country-groups'
import { coursesSource } from '@/data/courses'
import { destinationCosts, destinationCostsSource } from '@/data/destination-costs'
import { GRADE_SCALES } from '@/data/grade-scales'
import { homeSource } from '@/data/home'
import { universities, universitiesSource } from '@/data/universities'
import { universityDeadlinesSeed } from '@/data/university-deadlines'

function scriptsIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return scriptsIn(file)
    return entry.name.endsWith('.js') ? [file] : []
  })
}

/** The longest run of the text a minifier writes as it is (no quotes, no escapes), up to 60 characters. */
const plainRun = (text: string) =>
  text
    .split(/[^A-Za-z0-9 ,.()-]/)
    .reduce((a, b) => (b.length > a.length ? b : a), '')
    .slice(0, 60)

// Texts only the seed files hold: the list's source note, a university's description, a
// postgraduate deadline's label, the cost figures' source note and a figure's basis, and the
// editorial lists' source notes, a grade scale's rule, a visa's document and a country group's note.
const seedTexts = [
  universitiesSource.description,
  universities[0]!.description,
  Object.values(universityDeadlinesSeed.postgraduate)[0]!.deadlines[0]!.label,
  destinationCostsSource.description,
  destinationCosts[0]!.charges[0]!.value.amount === null
    ? destinationCosts[0]!.charges[0]!.value.reason
    : destinationCosts[0]!.charges[0]!.value.basis,
  coursesSource.description,
  homeSource.description,
  GRADE_SCALES[1]!.rule,
  applicationDocumentsSource.description,
  VISA_DOCUMENTS.us.documents[0]!,
  countryGroups[0]!.note,
].map(plainRun)

const holdingSeedText = (files: string[]) =>
  files.filter((file) => {
    const text = readFileSync(file, 'utf8')
    return seedTexts.some((seedText) => text.includes(seedText))
  })

describe('the seed files in the production build', () => {
  it('are in the server code', () => {
    expect(seedTexts.every((t) => t.length >= 20)).toBe(true)
    expect(holdingSeedText(scriptsIn('.next/server')).length).toBeGreaterThan(0)
  })

  it('are in no script a browser loads', () => {
    expect(existsSync('.next/static/chunks')).toBe(true)
    const scripts = scriptsIn('.next/static/chunks')
    expect(scripts.length).toBeGreaterThan(10)
    expect(holdingSeedText(scripts)).toEqual([])
  })
})

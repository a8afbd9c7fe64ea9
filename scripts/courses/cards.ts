// `npm run courses:cards`: writes the course cards' texts (data/course-cards.json) from the
// catalogue (data/courses.json), the universities it names and the tuition range of the real
// programmes behind each course (data/generated, so run it after `npm run data:import`); lib/courses/card-texts.test.ts fails
// when the committed file no longer matches.
import { writeFileSync } from 'node:fs'

import { format } from 'prettier'

import { catalogueCardTexts } from '@/lib/courses/card-texts'
import { CATALOGUE_FILTERS } from '@/lib/courses/catalogue-filters'
import { catalogueFeeRanges } from '@/lib/courses/fee-range'

import { readAustralianFees, readCricosFeeSource } from './programme-fees'

const COURSE_CARDS_FILE = 'data/course-cards.json'

async function main() {
  const source = readCricosFeeSource()
  const texts = catalogueCardTexts(
    catalogueFeeRanges(readAustralianFees(source), CATALOGUE_FILTERS, source),
  )
  const json = await format(JSON.stringify(texts), { parser: 'json', printWidth: 100 })
  writeFileSync(COURSE_CARDS_FILE, json)
  console.log(`Wrote ${COURSE_CARDS_FILE} (${Object.keys(texts).length} courses).`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

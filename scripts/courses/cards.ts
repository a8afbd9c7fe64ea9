// `npm run courses:cards`: writes the course cards' texts (data/course-cards.json) from the
// catalogue (data/courses.ts) and the universities it names; lib/courses/card-texts.test.ts fails
// when the committed file no longer matches.
import { writeFileSync } from 'node:fs'

import { format } from 'prettier'

import { catalogueCardTexts } from '@/lib/courses/card-texts'

const COURSE_CARDS_FILE = 'data/course-cards.json'

async function main() {
  const texts = catalogueCardTexts()
  const json = await format(JSON.stringify(texts), { parser: 'json', printWidth: 100 })
  writeFileSync(COURSE_CARDS_FILE, json)
  console.log(`Wrote ${COURSE_CARDS_FILE} (${Object.keys(texts).length} courses).`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import ExcelJS from 'exceljs'
import { strToU8, zipSync } from 'fflate'

import type { Workbook } from './cricos'
import { cricosWorkbook } from './fixtures'
import { newestCricosFile, newestCurrencyApiFile, sharedDataDir } from './io'
import { checkFile, headerColumns, layoutOf } from './layout'
import { CRICOS_DIR, CURRENCY_API_DIR, ECB_ZIP, SOURCES } from './sources'

const fixtures = path.join(__dirname, 'fixtures')
let dir = ''
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'layout-test-'))))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const write = (name: string, body: string | Uint8Array) => {
  const file = path.join(dir, name)
  writeFileSync(file, body)
  return file
}

describe('layout checks', () => {
  it('passes the publishers’ files as documented, compressed or not', async () => {
    const kiscourse = readFileSync(path.join(fixtures, 'KISCOURSE.csv'))
    const fos = path.join(fixtures, 'Most-Recent-Cohorts-Field-of-Study.csv')
    expect(
      await checkFile('open/uk-discover-uni/KISCOURSE.csv', path.join(fixtures, 'KISCOURSE.csv')),
    ).toEqual([])
    expect(await checkFile('KISCOURSE.csv.gz', write('k.csv.gz', gzipSync(kiscourse)))).toEqual([])
    expect(await checkFile('Most-Recent-Cohorts-Field-of-Study.csv', fos)).toEqual([])
  })

  it('a renamed column stops the file with the column, the file and what was expected', async () => {
    const renamed = readFileSync(path.join(fixtures, 'KISCOURSE.csv'), 'utf8').replace(
      ',TITLE,',
      ',COURSE_TITLE,',
    )
    const problems = await checkFile(
      'open/uk-discover-uni/KISCOURSE.csv.gz',
      write('k.csv.gz', gzipSync(renamed)),
    )
    expect(problems).toEqual([
      'open/uk-discover-uni/KISCOURSE.csv.gz: column TITLE is missing; expected the Discover Uni KISCOURSE columns PUBUKPRN, UKPRN, KISCOURSEID, KISMODE, TITLE, CRSEURL, KISAIMCODE, NUMSTAGE (the file has ASSURL, ASSURLW, CRSECSTURL, CRSECSTURLW, CRSEURLW, DISTANCE… instead)',
    ])
  })

  it('checks the CSV inside the ECB zip and the keys of JSON records', async () => {
    const zip = zipSync({ 'eurofxref-hist.csv': strToU8('Date,USD,JPY\n2026-04-13,1.1,160\n') })
    expect(await checkFile('open/ecb/eurofxref-hist.zip', write('e.zip', zip))).toEqual([
      expect.stringMatching(
        /^open\/ecb\/eurofxref-hist\.zip: column GBP is missing; expected the ECB/,
      ),
    ])
    const hipo = write('h.json', JSON.stringify([{ name: 'X', country: 'Y', domains: [] }]))
    expect(await checkFile('world_universities_and_domains.json', hipo)).toHaveLength(2)
    const rates = write('r.json', JSON.stringify({ date: '2026-09-29', usd: {} }))
    expect(await checkFile('open/fx/currency-api-2026.9.29-eur.min.json', rates)).toEqual([
      expect.stringContaining('column eur is missing'),
    ])
  })

  it('takes the ECB zip as the ECB writes it and names a renamed date column', async () => {
    const csv = (header: string) =>
      zipSync({
        'eurofxref-hist.csv': strToU8(`${header}\n2026-04-13,1.1684,N/A,0.87058,\n`),
      })
    const zip = 'open/ecb/eurofxref-hist.zip'
    // The closing comma of every line is an unnamed last column.
    expect(await checkFile(zip, write('e.zip', csv('Date,USD,CYP,GBP,')))).toEqual([])
    expect(await checkFile(zip, write('e.zip', csv('Day,USD,CYP,GBP,')))).toEqual([
      `${zip}: column Date is missing; expected the ECB reference rates (a date column, then one column per currency) columns Date, USD, GBP (the file has Day, CYP instead)`,
      `${zip}: column Day is not a currency (ISO 4217 code); expected ECB reference rates (a date column, then one column per currency)`,
    ])
  })

  it('checks each CRICOS sheet the importer reads by its header row, and names what is missing', async () => {
    const book = async (sheets: Workbook) => {
      const workbook = new ExcelJS.Workbook()
      for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows)
      return write('c.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()))
    }
    const file = `${CRICOS_DIR}/cricos-providers-courses-and-locations-as-at-2026-7-1-10-38-49.xlsx`
    expect(await checkFile(file, await book(cricosWorkbook))).toEqual([])
    const [title, generated, header, ...rows] = cricosWorkbook.Courses!
    const renamed = header!.map((cell) => (cell === 'Tuition Fee' ? 'Tuition Fees' : cell))
    const withoutLocations = Object.fromEntries(
      Object.entries(cricosWorkbook).filter(([sheet]) => sheet !== 'Course Locations'),
    )
    expect(
      await checkFile(
        file,
        await book({ ...withoutLocations, Courses: [title!, generated!, renamed, ...rows] }),
      ),
    ).toEqual([
      `${file}: column Tuition Fee is missing; expected the CRICOS register's Courses sheet columns ${[
        'CRICOS Provider Code',
        'CRICOS Course Code',
        'Course Name',
        'Course Level',
        ...[1, 2].flatMap((n) =>
          ['Broad', 'Narrow', 'Detailed'].map((f) => `Field of Education ${n} ${f} Field`),
        ),
        'Duration (Weeks)',
        'Tuition Fee',
        'Non Tuition Fee',
        'Estimated Total Course Cost',
        'Expired',
      ].join(
        ', ',
      )} (the file has Institution Name, VET National Code, Dual Qualification, Foundation Studies, Work Component, Work Component Hours/Week… instead)`,
      `${file}: no sheet Course Locations with a header row starting "CRICOS Provider Code"; expected the CRICOS register's sheets Institutions, Courses, Course Locations (the file has Institutions, Courses)`,
    ])
    // A web page saved under the workbook's name (an error page answered with 200).
    expect(await checkFile(file, write('page.xlsx', '<html>Not found</html>'))).toEqual([
      expect.stringMatching(
        /^open\/au-cricos\/cricos-providers-.*\.xlsx: cannot be read as the CRICOS register workbook \(/,
      ),
    ])
  })

  it('an unreadable file is a problem, not a crash; files without a layout pass', async () => {
    const broken = write('b.json', '{ not json')
    expect(await checkFile('uk_dfe_degree_institutions.json', broken)).toEqual([
      expect.stringMatching(/^uk_dfe_degree_institutions\.json: cannot be read as DfE/),
    ])
    expect(await checkFile('LICENSE-dfe-reference-data.txt', broken)).toEqual([])
  })

  it('reads quoted header cells and a byte-order mark', () => {
    expect(headerColumns('\uFEFFcode,"english, label",  level ')).toEqual([
      'code',
      'english, label',
      'level',
    ])
  })
})

describe('the shared open data matches its documented layouts', () => {
  // The raw data folder data:check reads; missing data fails loudly, as there.
  const shared = sharedDataDir()
  const files = [
    ...Object.values(SOURCES)
      .flatMap((source) => source.files)
      .filter((file) => layoutOf(file)),
    ECB_ZIP,
    newestCurrencyApiFile(readdirSync(path.join(shared, CURRENCY_API_DIR))),
    newestCricosFile(readdirSync(path.join(shared, CRICOS_DIR))),
  ]
  it.each(files)('%s', async (file) => {
    expect(await checkFile(file, path.join(shared, file))).toEqual([])
  })
})

import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import ExcelJS from 'exceljs'

import { fxRatesSchema } from '../../data/open-schema'
import {
  csvFileRows,
  csvRows,
  importRatesFolder,
  newestCurrencyApiFile,
  readWorkbook,
  sharedDataDir,
} from './io'
import { ECB_ZIP } from './sources'

describe('newestCurrencyApiFile', () => {
  it('picks the highest package version, compared as numbers, and ignores other files', () => {
    expect(
      newestCurrencyApiFile([
        'currency-api-2026.9.29-eur.min.json',
        'currency-api-2026.10.2-eur.min.json',
        'currency-api-2026.10.2-currencies.min.json',
        'README.md',
      ]),
    ).toBe('open/fx/currency-api-2026.10.2-eur.min.json')
  })

  it('fails loudly when the folder has no rate file', () => {
    expect(() => newestCurrencyApiFile(['currency-api-2026.9.29-currencies.min.json'])).toThrow(
      /currency-api/,
    )
  })
})

describe('csvFileRows', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'csv-file-rows-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const text =
    '\uFEFFUKPRN , NAME,SAMPLE\n10007774,"Oxford, University of",12\n\n10007788,Cambridge,9\n'

  it.each(['plain.csv', 'packed.csv.gz'])(
    'reads %s as csvRows reads its text, with the hash of the bytes on disk',
    async (name) => {
      const file = path.join(dir, name)
      const bytes = name.endsWith('.gz') ? gzipSync(text) : Buffer.from(text)
      writeFileSync(file, bytes)
      const keep = (column: string) => column !== 'SAMPLE'
      const { rows, sha256 } = await csvFileRows(file, keep)
      expect(rows).toEqual(csvRows(text, keep))
      expect(rows).toEqual([
        { UKPRN: '10007774', NAME: 'Oxford, University of' },
        { UKPRN: '10007788', NAME: 'Cambridge' },
      ])
      expect(sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    },
  )

  it('fails on a broken gzip file instead of returning the rows it got', async () => {
    const file = path.join(dir, 'broken.csv.gz')
    writeFileSync(file, gzipSync(text).subarray(0, 20))
    await expect(csvFileRows(file)).rejects.toThrow()
  })
})

describe('readWorkbook', () => {
  it('reads each sheet row by row: cells as values, dates as ISO text, empty rows left out', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'read-workbook-'))
    try {
      const book = new ExcelJS.Workbook()
      const sheet = book.addWorksheet('Courses')
      sheet.addRow(['Courses'])
      sheet.addRow([])
      sheet.addRow(['CRICOS Provider Code', 'Course Name', 'Tuition Fee', 'Updated'])
      sheet.addRow(['00001K', 'Diploma of Nursing', 31_200, new Date(Date.UTC(2023, 0, 3))])
      book.addWorksheet('Institutions').addRow(['00001K', 'Canberra Institute of Technology'])
      const file = path.join(dir, 'book.xlsx')
      await book.xlsx.writeFile(file)

      expect(await readWorkbook(file)).toEqual({
        Courses: [
          ['Courses'],
          ['CRICOS Provider Code', 'Course Name', 'Tuition Fee', 'Updated'],
          ['00001K', 'Diploma of Nursing', 31_200, '2023-01-03T00:00:00.000Z'],
        ],
        Institutions: [['00001K', 'Canberra Institute of Technology']],
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('importRatesFolder', () => {
  const deployed = fxRatesSchema.parse(
    JSON.parse(readFileSync(path.join('data', 'generated', 'fx-rates.json'), 'utf8')),
  )

  it('imports the ECB day from the ECB zip alone; the second source keeps its deployed part', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rates-folder-'))
    try {
      mkdirSync(path.dirname(path.join(dir, ECB_ZIP)), { recursive: true })
      copyFileSync(path.join(sharedDataDir(), ECB_ZIP), path.join(dir, ECB_ZIP))
      const { fx, counts } = await importRatesFolder(dir, deployed)
      expect(fx.date).toBe('2026-04-13')
      expect(fx.rates.USD).toBe(1.1684)
      expect(fx.other).toEqual(deployed.other)
      expect(Object.keys(counts)).toEqual(['ecb'])
      expect(counts.ecb).toMatchObject({ asOf: '2026-04-13', rowsRead: 6_983, rowsKept: 1 })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

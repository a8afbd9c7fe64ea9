import { readFileSync } from 'node:fs'
import path from 'node:path'

import { strToU8, zipSync } from 'fflate'
import { parquetWriteBuffer } from 'hyparquet-writer'

import { importEcb, importEcbCopies, readEcbParquet, readEcbZip } from './ecb'
import { sharedDataDir } from './io'
import { ECB_ZIP, SOURCES } from './sources'

/** The ECB's own file as it publishes it: newest day first, N/A cells, a comma ending each line. */
const tinyZip = (header = 'Date,USD,JPY,CYP,GBP,') =>
  zipSync({
    'eurofxref-hist.csv': strToU8(
      [
        header,
        '2026-04-13,1.1684,186.75,N/A,0.87058,',
        '2026-04-10,1.1711,186.43,N/A,N/A,',
        '1999-01-04,1.1789,133.73,0.58231,0.7111,',
        '',
      ].join('\r\n'),
    ),
  })

/** A tiny file in the upstream layout: a Friday, a weekend day with every rate null, a Monday. */
function tinyParquet() {
  return parquetWriteBuffer({
    columnData: [
      {
        name: 'fxdate',
        data: [new Date('2026-07-17'), new Date('2026-07-18'), new Date('2026-07-20')],
        type: 'TIMESTAMP',
      },
      { name: '.version.', data: [2, 2, 2], type: 'INT32' },
      { name: 'eur', data: [1, null, 1], type: 'DOUBLE' },
      { name: 'usd', data: [1.15, null, 1.1624], type: 'DOUBLE' },
      { name: 'gbp', data: [0.85, null, 0.8601], type: 'DOUBLE' },
      // Discontinued: null on every day, so never read as a rate of 0.
      { name: 'hrk', data: [null, null, null], type: 'DOUBLE' },
    ],
  })
}

describe('importEcb', () => {
  it('reads a Parquet file, skips the all-null weekend row and keeps the latest day', async () => {
    const rows = await readEcbParquet([tinyParquet()])
    expect(rows).toHaveLength(3)
    const result = importEcb(rows)
    expect(result.rates).toEqual({
      date: '2026-07-20',
      base: 'EUR',
      rates: { GBP: 0.8601, USD: 1.1624 },
    })
    expect(result.read).toBe(3)
    expect(result.dropped).toEqual({
      'no rates that day (weekend or holiday)': 1,
      'earlier days (only the latest is kept)': 1,
    })
  })

  it('keeps the last day with rates when the file ends on a weekend', () => {
    const result = importEcb([
      { fxdate: new Date('2026-07-17'), usd: 1.15 },
      { fxdate: new Date('2026-07-18'), usd: null, gbp: null },
      { fxdate: 'not a date', usd: 1 },
    ])
    expect(result.rates.date).toBe('2026-07-17')
    expect(result.dropped['invalid: date']).toBe(1)
  })

  it('fails loudly when no day carries a rate', () => {
    expect(() => importEcb([{ fxdate: new Date('2026-07-18'), usd: null }])).toThrow(/no day/)
  })

  it('reads the ECB zip: the newest day, N/A left out (never 0), the closing comma ignored', () => {
    const rows = readEcbZip(tinyZip())
    expect(rows[1]).toEqual({
      fxdate: '2026-04-10',
      usd: 1.1711,
      jpy: 186.43,
      cyp: null,
      gbp: null,
    })
    const result = importEcb(rows)
    expect(result.rates).toEqual({
      date: '2026-04-13',
      base: 'EUR',
      rates: { GBP: 0.87058, JPY: 186.75, USD: 1.1684 },
    })
    expect(result.read).toBe(3)
    expect(result.dropped).toEqual({ 'earlier days (only the latest is kept)': 2 })
  })

  it('fails on a zip whose date column is renamed, or that holds no CSV', () => {
    expect(() => readEcbZip(tinyZip('Day,USD,JPY,CYP,GBP,'))).toThrow(
      'ECB zip: eurofxref-hist.csv has no "Date" column (its header is Day,USD,JPY,CYP…)',
    )
    expect(() => readEcbZip(zipSync({ 'readme.txt': strToU8('x') }))).toThrow(/one CSV file/)
  })

  it('takes the copy with the latest day whole, with its files; the first copy wins a tie', async () => {
    const zip = { files: [ECB_ZIP], rows: readEcbZip(tinyZip()) }
    const parquet = { files: ['a.parquet'], rows: await readEcbParquet([tinyParquet()]) }
    // The Parquet copy's 2026-07-20 is later: its rates alone, none of the zip's (JPY).
    expect(importEcbCopies([zip, parquet])).toMatchObject({
      files: ['a.parquet'],
      rates: { date: '2026-07-20', rates: { GBP: 0.8601, USD: 1.1624 } },
      read: 3,
    })
    const sameDay = { files: ['b.parquet'], rows: [{ fxdate: '2026-04-13', usd: 2 }] }
    expect(importEcbCopies([zip, sameDay]).files).toEqual([ECB_ZIP])
    expect(() => importEcbCopies([])).toThrow(/no copy/)
  })

  it('reads the shared ECB zip to its last day, 2026-04-13', () => {
    const result = importEcb(readEcbZip(readFileSync(path.join(sharedDataDir(), ECB_ZIP))))
    expect(result.rates.date).toBe('2026-04-13')
    expect(result.rates.rates).toMatchObject({ USD: 1.1684, GBP: 0.87058 })
    // Discontinued currencies (CYP, HRK, ...) are N/A that day.
    expect(result.rates.rates.CYP).toBeUndefined()
    expect(result.read).toBe(6_983)
  })

  it('reads the shared ECB files to their last day, 2026-07-21', async () => {
    const dir = sharedDataDir()
    const files = SOURCES.ecb.files
      .filter((file) => file.endsWith('.parquet'))
      .map((file) => {
        const buffer = readFileSync(path.join(dir, file))
        return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)
      })
    const result = importEcb(await readEcbParquet(files))
    expect(result.rates.date).toBe('2026-07-21')
    expect(Object.keys(result.rates.rates)).toHaveLength(29)
    expect(result.rates.rates.USD).toBeGreaterThan(1)
    expect(result.read).toBe(10_064)
  })
})

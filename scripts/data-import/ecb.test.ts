import { readFileSync } from 'node:fs'
import path from 'node:path'

import { parquetWriteBuffer } from 'hyparquet-writer'

import { importEcb, readEcbParquet } from './ecb'
import { sharedDataDir } from './io'
import { SOURCES } from './sources'

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

// The ECB's next reference day, as a daily refresh brings it: a Parquet file of the ECB source
// rewritten so that its rows publish their rates for another day.
import { readFileSync, writeFileSync } from 'node:fs'

import { readEcbParquet } from '@/scripts/data-import/ecb'
import { parquetWriteBuffer } from 'hyparquet-writer'

/**
 * Rewrites the ECB Parquet `file` so that every row carries `day` as its date, each currency of
 * `scale` (lower-case, as the columns are named) with its rate multiplied.
 */
export async function republishEcbFile(
  file: string,
  day: string,
  scale: Record<string, number> = {},
) {
  const bytes = readFileSync(file)
  const rows = await readEcbParquet([
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  ])
  const type = (name: string) =>
    name === 'fxdate' ? 'TIMESTAMP' : name === '.version.' ? 'INT32' : 'DOUBLE'
  const parquet = parquetWriteBuffer({
    columnData: Object.keys(rows[0]!).map((name) => ({
      name,
      data: rows.map((row) =>
        name === 'fxdate'
          ? new Date(day)
          : scale[name] && typeof row[name] === 'number'
            ? row[name] * scale[name]
            : row[name],
      ),
      type: type(name),
    })),
  })
  writeFileSync(file, Buffer.from(parquet))
}

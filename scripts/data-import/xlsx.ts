// An .xlsx read sheet by sheet, row by row, with exceljs parsing each part. exceljs' own streaming
// reader takes the archive in one pass through unzipper, whose parser reports its end before the
// reader has taken the entries still queued: now and then the last parts are lost (the shared
// strings, or the workbook that names the sheets), a failure at best and empty cells at worst.
// Here each part is taken from the archive by name, through its central directory, in the order
// the sheets need them, so neither the order the parts are stored in nor timing matters.
import { Readable } from 'node:stream'

import ExcelJS from 'exceljs'
import { unzipSync } from 'fflate'

type SheetReader = ExcelJS.stream.xlsx.WorksheetReader & { name?: string }

/**
 * The part parsers of exceljs' streaming reader: internal, so left out of its types. An exceljs
 * update that changes them fails xlsx.test.ts.
 */
interface PartParsers {
  _parseRels(part: Readable): Promise<void>
  _parseWorkbook(part: Readable): Promise<void>
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>
  _parseStyles(part: Readable): Promise<void>
  _parseWorksheet(
    part: Readable,
    sheetNo: string,
  ): Iterable<{ eventType: string; value: SheetReader }>
}

const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/

/** One part's text, in pieces of at most 64K characters (one piece would be parsed at once). */
function partText(archive: Uint8Array, name: string): Readable {
  const bytes = unzipSync(archive, { filter: (file) => file.name === name })[name]
  if (!bytes) throw new Error(`the workbook has no ${name}`)
  const text = new TextDecoder('utf-8').decode(bytes)
  return Readable.from(
    (function* () {
      for (let at = 0; at < text.length; at += 65_536) yield text.slice(at, at + 65_536)
    })(),
  )
}

export interface Sheet {
  name: string
  rows: AsyncIterable<ExcelJS.Row>
}

/**
 * The sheets of a workbook by their number in the archive; each sheet's rows are parsed as they
 * are read. The shared strings and the cell styles (which tell dates from numbers) are kept.
 */
export async function* workbookSheets(archive: Uint8Array): AsyncGenerator<Sheet> {
  const names: string[] = []
  unzipSync(archive, { filter: (file) => (names.push(file.name), false) })
  if (!names.includes('xl/workbook.xml')) throw new Error('not a workbook (no xl/workbook.xml)')
  const reader = new ExcelJS.stream.xlsx.WorkbookReader('', {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as PartParsers
  await reader._parseRels(partText(archive, 'xl/_rels/workbook.xml.rels'))
  await reader._parseWorkbook(partText(archive, 'xl/workbook.xml'))
  // Kept by the reader as they are parsed; the generator yields nothing when caching.
  if (names.includes('xl/sharedStrings.xml'))
    for await (const event of reader._parseSharedStrings(partText(archive, 'xl/sharedStrings.xml')))
      void event
  if (names.includes('xl/styles.xml')) await reader._parseStyles(partText(archive, 'xl/styles.xml'))
  const sheets = names
    .flatMap((name) => SHEET_PART.exec(name)?.[1] ?? [])
    .sort((a, b) => Number(a) - Number(b))
  for (const sheetNo of sheets) {
    const [emitted] = reader._parseWorksheet(
      partText(archive, `xl/worksheets/sheet${sheetNo}.xml`),
      sheetNo,
    )
    if (emitted) yield { name: emitted.value.name ?? `Sheet${sheetNo}`, rows: emitted.value }
  }
}

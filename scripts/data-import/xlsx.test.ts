import ExcelJS from 'exceljs'
import { strToU8, unzipSync, zipSync } from 'fflate'

import { workbookSheets } from './xlsx'

async function book(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const courses = workbook.addWorksheet('Courses')
  courses.addRow(['CRICOS Provider Code', 'Course Name', 'Tuition Fee', 'Updated'])
  courses.addRow(['00001K', 'Diploma of Nursing', 31_200, new Date(Date.UTC(2023, 0, 3))])
  workbook.addWorksheet('Institutions').addRow(['00001K', 'Canberra Institute of Technology'])
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

async function read(archive: Uint8Array) {
  const sheets: Record<string, unknown[][]> = {}
  for await (const sheet of workbookSheets(archive)) {
    sheets[sheet.name] = []
    for await (const row of sheet.rows)
      sheets[sheet.name]!.push(Array.isArray(row.values) ? row.values.slice(1) : [])
  }
  return sheets
}

const expected = {
  Courses: [
    ['CRICOS Provider Code', 'Course Name', 'Tuition Fee', 'Updated'],
    ['00001K', 'Diploma of Nursing', 31_200, new Date(Date.UTC(2023, 0, 3))],
  ],
  Institutions: [['00001K', 'Canberra Institute of Technology']],
}

describe('workbookSheets', () => {
  it('reads shared strings, numbers, dates and the sheet names the workbook gives', async () => {
    expect(await read(await book())).toEqual(expected)
  })

  it('reads the parts whatever order the archive stores them in', async () => {
    const parts = Object.entries(unzipSync(await book())).filter(([name]) => !name.endsWith('/'))
    // The shared strings first, the workbook and its relations last.
    const rank = (name: string) =>
      (name === 'xl/sharedStrings.xml' ? -1 : 0) + (name.includes('workbook') ? 1 : 0)
    const reordered = zipSync(Object.fromEntries(parts.sort(([a], [b]) => rank(a) - rank(b))))
    expect(Object.keys(unzipSync(reordered)).at(-1)).toMatch(/workbook/)
    expect(await read(reordered)).toEqual(expected)
  })

  it('gives every read the same sheets, however many run at once', async () => {
    // exceljs writes the workbook part last; its one-pass reader lost it now and then.
    const archive = await book()
    const reads = await Promise.all(Array.from({ length: 40 }, () => read(archive)))
    for (const sheets of reads) expect(sheets).toEqual(expected)
  })

  it('refuses a file that is not a workbook, naming what is missing', async () => {
    const notBook = zipSync({ 'readme.txt': strToU8('hello') })
    await expect(read(notBook)).rejects.toThrow('not a workbook (no xl/workbook.xml)')
    await expect(read(strToU8('<html>Not found</html>'))).rejects.toThrow()
  })
})

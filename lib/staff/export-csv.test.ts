import { parse } from 'csv-parse/sync'

import { applicationsCsv, type ExportRow } from '@/lib/staff/export-csv'
import { applicationSchemaFor } from '@/lib/validation/application'
import { validApplication } from '@/test/application-fixture'

const row = (overrides: Parameters<typeof validApplication>[0] = {}): ExportRow => ({
  reference: 'SA-2026-ABCDEF',
  status: 'in_review',
  submittedAt: new Date('2026-03-01T09:30:00Z'),
  updatedAt: new Date('2026-03-02T10:00:00Z'),
  application: applicationSchemaFor(new Date('2026-03-01')).parse(
    validApplication(overrides, '2026'),
  ),
})

const cells = (csv: string) => parse(csv, { bom: true }) as string[][]

describe('applicationsCsv', () => {
  it('has a header row, then one row per application with labels instead of codes', () => {
    const csv = applicationsCsv([row(), row({ firstName: 'Bola' })])
    expect(
      csv.startsWith('\uFEFFReference,Status,Submitted (UTC),Last updated (UTC),First name'),
    ).toBe(true)
    expect(csv).toContain('\r\n')
    const [header, first, second] = cells(csv)
    expect(header!.slice(0, 6)).toEqual([
      'Reference',
      'Status',
      'Submitted (UTC)',
      'Last updated (UTC)',
      'First name',
      'Last name',
    ])
    expect(header).toContain('Personal statement')
    const record = Object.fromEntries(header!.map((h, i) => [h, first![i]]))
    expect(record).toMatchObject({
      Reference: 'SA-2026-ABCDEF',
      Status: 'In review',
      'Submitted (UTC)': '2026-03-01T09:30:00.000Z',
      'Study level': "Master's",
      'Preferred study country': 'United Kingdom',
    })
    expect(second![4]).toBe('Bola')
  })

  it('escapes cells a spreadsheet would run as a formula', () => {
    const formulas = row({
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: '+cmd|calc',
      institutionName: '-2+3',
      preferredCourse: '@SUM(A1)',
    })
    formulas.application.workExperience = '\t=1+1' // stored before trimming existed, say
    const csv = applicationsCsv([formulas])
    const [header, values] = cells(csv)
    const record = Object.fromEntries(header!.map((h, i) => [h, values![i]]))
    expect(record['First name']).toBe(`'=HYPERLINK("http://evil.example","x")`)
    expect(record['Last name']).toBe(`'+cmd|calc`)
    expect(record['Institution name']).toBe(`'-2+3`)
    expect(record['Preferred course']).toBe(`'@SUM(A1)`)
    expect(record['Work experience']).toBe(`'\t=1+1`)
    expect(record['Phone']).toBe(`'+234 801 234 5678`)
    expect(record['Email']).toBe('amara.okafor@example.com')
  })

  it('quotes commas, quotes and line breaks so each application stays one record', () => {
    const csv = applicationsCsv([
      row({ additionalRequirements: 'Line one, "quoted"\nLine two' }),
      row(),
    ])
    const records = cells(csv)
    expect(records).toHaveLength(3)
    const column = records[0]!.indexOf('Additional requirements')
    expect(records[1]![column]).toBe('Line one, "quoted"\nLine two')
  })

  it('is just the header for an empty inbox', () => {
    expect(cells(applicationsCsv([]))).toHaveLength(1)
  })
})

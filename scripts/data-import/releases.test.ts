import { asOfLabel, releaseOf } from './releases'

const today = new Date('2026-12-03T10:00:00Z')
const zip = (path: string, lastModified: string | null = 'Tue, 15 Sep 2026 08:00:00 GMT') => ({
  path,
  url: 'https://publisher.example/data.zip',
  lastModified,
})

describe('releaseOf', () => {
  it('dates a source by the newest Last-Modified of the files it downloaded', () => {
    expect(releaseOf([zip('a.csv'), zip('b.csv', 'Wed, 30 Sep 2026 23:59:00 GMT')], today)).toEqual(
      { date: '2026-09-30', dated: 'publisher', files: ['a.csv', 'b.csv'], kept: [] },
    )
  })

  it('falls back to the day of the download when a file came without a date', () => {
    expect(releaseOf([zip('a.csv'), zip('b.csv', null)], today)).toMatchObject({
      date: '2026-12-03',
      dated: 'download',
    })
  })

  it('has no release for an offline run, and lists kept data but not reference files', () => {
    expect(releaseOf([{ path: 'a.csv', url: null }], today)).toBeNull()
    expect(
      releaseOf(
        [
          zip('earnings.csv.gz'),
          { path: 'cost.csv.gz', url: null, kept: 'cache' },
          { path: 'labels.csv', url: null, kept: 'seed' },
        ],
        today,
        ['labels.csv'],
      ),
    ).toMatchObject({ files: ['earnings.csv.gz'], kept: ['cost.csv.gz'] })
  })
})

describe('asOfLabel', () => {
  const release = {
    date: '2026-09-15',
    dated: 'publisher' as const,
    files: ['x/SBJ.csv.gz'],
    kept: [],
  }
  it("keeps the shared copy's label without a release and says the release's date with one", () => {
    expect(asOfLabel('2025 collection', undefined)).toBe('2025 collection')
    expect(asOfLabel('2025 collection', release)).toBe('release of 2026-09-15')
    expect(asOfLabel('2025 collection', { ...release, dated: 'download' })).toBe(
      'downloaded 2026-09-15',
    )
  })

  it('says which files are of the new release when others were kept from the old copy', () => {
    expect(
      asOfLabel('2023-24', { ...release, files: ['x/earnings.csv.gz'], kept: ['x/cost.csv.gz'] }),
    ).toBe("2023-24; earnings.csv.gz from the publisher's release of 2026-09-15")
  })
})

import {
  hostOf,
  newestByNumbers,
  normaliseName,
  normaliseWebsite,
  numberOrNull,
  slugify,
} from './shared'
import { CRICOS_FILE } from './sources'

describe('shared helpers', () => {
  it('slugify: URL-safe kebab case, accents and punctuation dropped', () => {
    expect(slugify('École Polytechnique Fédérale de Lausanne (EPFL)')).toBe(
      'ecole-polytechnique-federale-de-lausanne-epfl',
    )
    expect(slugify('King’s College London & Co.')).toBe('kings-college-london-and-co')
    expect(slugify('東京大学')).toBe('')
  })

  it('normaliseName: the key names are compared on', () => {
    expect(normaliseName('The University of St Andrews')).toBe(
      normaliseName('University of Saint Andrews'),
    )
    expect(normaliseName('Gateway Community College')).toBe(
      normaliseName('GateWay Community College'),
    )
    expect(normaliseName('Acme Ltd')).toBe('acme')
  })

  it('hostOf and normaliseWebsite: bare hosts get a scheme, junk gives null', () => {
    expect(hostOf('http://www.ox.ac.uk:8080/about')).toBe('ox.ac.uk')
    expect(hostOf('www2.example.edu')).toBe('example.edu')
    expect(hostOf('')).toBeNull()
    expect(normaliseWebsite('www.le.ac.uk')).toBe('https://www.le.ac.uk/')
    expect(normaliseWebsite('http://Example.EDU/path')).toBe('http://example.edu/path')
    expect(normaliseWebsite('not a url')).toBeNull()
    expect(normaliseWebsite('mailto:x@y.z')).toBeNull()
  })

  it('numberOrNull: missing markers are null, never 0', () => {
    expect(numberOrNull('42')).toBe(42)
    expect(numberOrNull('0')).toBe(0)
    for (const cell of ['', '  ', 'NULL', 'PrivacySuppressed', 'N/A', null, undefined])
      expect(numberOrNull(cell)).toBeNull()
  })
})

describe('slugify letters without a decomposition', () => {
  it('spells them in ASCII instead of breaking the word', () => {
    expect(slugify('Justus Liebig Universität Gießen')).toBe('justus-liebig-universitat-giessen')
    expect(slugify('Ondokuz Mayıs University')).toBe('ondokuz-mayis-university')
    expect(slugify('Kalø Økologisk Agricultural College')).toBe(
      'kalo-okologisk-agricultural-college',
    )
  })

  it('newestByNumbers: the latest date by number, the export time breaking a tie', () => {
    const name = (date: string) => `cricos-providers-courses-and-locations-as-at-${date}.xlsx`
    expect(
      newestByNumbers(
        [name('2023-01-03'), name('2026-10-1-9-00-00'), name('2026-9-30'), 'notes.txt'],
        CRICOS_FILE,
      ),
    ).toBe(name('2026-10-1-9-00-00'))
    // Same day: the later export; the date alone counts as midnight.
    expect(
      newestByNumbers(
        [name('2026-7-1-14-02-00'), name('2026-7-1'), name('2026-7-1-9-30-00')],
        CRICOS_FILE,
      ),
    ).toBe(name('2026-7-1-14-02-00'))
    expect(newestByNumbers(['notes.txt'], CRICOS_FILE)).toBeNull()
  })
})

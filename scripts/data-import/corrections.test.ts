import { applyHipoFixes, HIPO_FIXES } from './corrections'
import type { HipoRecord } from './hipo'

const record = (name: string, country: string, domains: string[], website?: string) => ({
  name,
  country,
  region: null,
  domains,
  website: website ?? `http://www.${domains[0]}/`,
})

describe('applyHipoFixes', () => {
  const records: HipoRecord[] = [
    record('University of the Virgin Islands', 'VG', ['uvi.edu']),
    record('Katholieke Universiteit Leuven', 'BE', ['kuleuven.be']),
    record('KU Leuven', 'BE', ['student.kuleuven.be'], 'https://www.kuleuven.be/'),
    record('North-West University', 'ZA', ['nwu.ac.za']),
    record('North-West Univeristy', 'ZA', ['student.g.nwu.ac.za'], 'https://nwu.ac.za/'),
    record('Adana Alparslan Turkes University', 'TR', ['atu.edu.tr']),
    record(
      'Adana Science and Technology University',
      'TR',
      ['adanabtu.edu.tr'],
      'http://www.agu.edu.tr/',
    ),
    record('Abdullah Gul University', 'TR', ['agu.edu.tr']),
    record('Oslo National Academy of Fine Arts', 'NO', ['khio.no']),
    record('National College of Art and Design', 'NO', ['khio.no']),
    record('Mugla Sitki Kocman University', 'TR', ['mu.edu.tr', 'marun.edu.tr']),
    record('Marmara University', 'TR', ['marmara.edu.tr', 'marun.edu.tr']),
  ]
  const { records: fixed, counts } = applyHipoFixes(records)
  const named = (name: string) => fixed.filter((r) => r.name === name)

  it('files the University of the Virgin Islands under the US Virgin Islands', () => {
    expect(named('University of the Virgin Islands')[0]!.country).toBe('VI')
  })

  it('folds KU Leuven, the misspelt North-West University, Adana’s former name and NCAD Oslo into one record each', () => {
    for (const gone of [
      'KU Leuven',
      'North-West Univeristy',
      'Adana Science and Technology University',
      'National College of Art and Design',
    ])
      expect(named(gone)).toEqual([])
    expect(named('Katholieke Universiteit Leuven')[0]).toMatchObject({
      altNames: ['KU Leuven'],
      domains: ['kuleuven.be', 'student.kuleuven.be'],
    })
    expect(named('North-West University')[0]!.altNames).toEqual(['North-West Univeristy'])
    expect(named('Oslo National Academy of Fine Arts')[0]!.altNames).toEqual([
      'National College of Art and Design',
    ])
    expect(counts['duplicate folded into the same institution']).toBe(4)
  })

  it('never gives a record another institution’s website or domain', () => {
    const adana = named('Adana Alparslan Turkes University')[0]!
    expect(adana.website).toBe('http://www.atu.edu.tr/')
    expect(adana.domains).toEqual(['atu.edu.tr', 'adanabtu.edu.tr'])
    expect(named('Mugla Sitki Kocman University')[0]!.domains).toEqual(['mu.edu.tr'])
    // The rightful owners keep theirs.
    expect(named('Abdullah Gul University')[0]!.domains).toEqual(['agu.edu.tr'])
    expect(named('Marmara University')[0]!.domains).toContain('marun.edu.tr')
  })

  it('leaves a list without the fixed records as it is', () => {
    const other = [record('Universidad Alfa', 'MX', ['alfa.mx'])]
    expect(applyHipoFixes(other).records).toEqual([{ ...other[0], altNames: [] }])
  })

  it('gives every fix its reason', () => {
    for (const fix of HIPO_FIXES) expect(fix.why.length).toBeGreaterThan(20)
  })
})

import { createHash } from 'node:crypto'
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { gunzipSync } from 'node:zlib'

import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate'

import { extractMembers } from './publisher-package'
import { PACKAGES, SCORECARD_FOS_FILE, type PackageMember } from './sources'

const kiscourse = readFileSync(path.join(__dirname, 'fixtures', 'KISCOURSE.csv'))
const fos = readFileSync(path.join(__dirname, 'fixtures', 'Most-Recent-Cohorts-Field-of-Study.csv'))
const sbj = strToU8(
  'PUBUKPRN,UKPRN,KISCOURSEID,KISMODE,SBJ\n10000001,10000001,CS-1,01,CAH11-01-01\n',
)

const member = (file: string, name: string, optional = false): PackageMember => ({
  file,
  name,
  pattern: new RegExp(`^${name.replace(/\./g, '\\.')}$`, 'i'),
  ...(optional ? { optional } : {}),
})
const SBJ = member('open/uk-discover-uni/SBJ.csv.gz', 'SBJ.csv')
const KISCOURSE = member('open/uk-discover-uni/KISCOURSE.csv.gz', 'KISCOURSE.csv', true)
const sha256 = (body: Uint8Array) => createHash('sha256').update(body).digest('hex')

let dir = ''
let out = ''
const zipFile = (files: Record<string, Uint8Array>) => {
  const file = path.join(dir, 'package.zip')
  writeFileSync(file, zipSync(files, { level: 6 }))
  return file
}
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'publisher-package-'))
  out = path.join(dir, 'out')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('extractMembers', () => {
  it('writes the named members in the cache layout, gzipped where the name says, hashed as written', async () => {
    const zip = zipFile({
      // Publishers put their tables in a folder at times; members are matched by name.
      'UNISTATS/SBJ.csv': sbj,
      'UNISTATS/KISCOURSE.csv': new Uint8Array(kiscourse),
      'UNISTATS/GOVOICEWORK.csv': strToU8('not wanted\n'),
    })
    const result = await extractMembers(zip, out, [SBJ, KISCOURSE])
    expect(result.missing).toEqual([])
    const written = readFileSync(path.join(out, SBJ.file))
    // The cached file is gzip whose content is the member's, byte for byte.
    expect(gunzipSync(written)).toEqual(Buffer.from(sbj))
    expect(gunzipSync(readFileSync(path.join(out, KISCOURSE.file)))).toEqual(kiscourse)
    expect(result.extracted).toEqual([
      {
        file: SBJ.file,
        member: 'UNISTATS/SBJ.csv',
        sha256: sha256(written),
        bytes: written.length,
      },
      expect.objectContaining({ file: KISCOURSE.file, member: 'UNISTATS/KISCOURSE.csv' }),
    ])
    expect(existsSync(path.join(out, 'open/uk-discover-uni/GOVOICEWORK.csv'))).toBe(false)
  })

  it('a plain cached name gets the member as it is; a member the zip lacks is listed as missing', async () => {
    const fosMember = PACKAGES['scorecard-fos']![0]!.members[0]!
    const zip = zipFile({ 'Most-Recent-Cohorts-Field-of-Study_04172025.csv': new Uint8Array(fos) })
    const result = await extractMembers(zip, out, [fosMember, SBJ])
    expect(readFileSync(path.join(out, SCORECARD_FOS_FILE))).toEqual(fos)
    expect(result.extracted).toEqual([
      {
        file: SCORECARD_FOS_FILE,
        member: 'Most-Recent-Cohorts-Field-of-Study_04172025.csv',
        sha256: sha256(fos),
        bytes: fos.length,
      },
    ])
    expect(result.missing).toEqual([SBJ])
  })

  it("the field-of-study member is found by the documented pattern, with or without the release's date", () => {
    const { pattern } = PACKAGES['scorecard-fos']![0]!.members[0]!
    expect(
      [
        'Most-Recent-Cohorts-Field-of-Study.csv',
        'Most-Recent-Cohorts-Field-of-Study_04172025.csv',
        'Most-Recent-Cohorts-Field-of-Study_04172025.zip',
        'Most-Recent-Cohorts-Institution_04172025.csv',
        'FieldOfStudyData1920_2021_PP.csv',
      ].filter((name) => pattern.test(name)),
    ).toEqual([
      'Most-Recent-Cohorts-Field-of-Study.csv',
      'Most-Recent-Cohorts-Field-of-Study_04172025.csv',
    ])
  })

  it('keeps only the columns the cache wants from a wide CSV member, renamed, quoted where needed', async () => {
    // The Scorecard institution file's header opens with a byte-order mark at times.
    const wide =
      '\uFEFFUNITID,OPEID,INSTNM,CITY,INSTURL,LATITUDE,LONGITUDE,MD_EARN_WNE_P10\n' +
      '100654,00100200,Alabama A & M University,Normal,www.aamu.edu/,34.783368,-86.568502,40628\n' +
      '100663,00105200,"University of Alabama at Birmingham, The",Birmingham,www.uab.edu/,NULL,NULL,PrivacySuppressed\n'
    const want: PackageMember = {
      ...member('us.csv.gz', 'Most-Recent-Cohorts-Institution.csv'),
      columns: ['UNITID', ['NAME', 'INSTNM'], 'LATITUDE', 'MD_EARN_WNE_P10'],
    }
    const result = await extractMembers(
      zipFile({ 'Most-Recent-Cohorts-Institution.csv': strToU8(wide) }),
      out,
      [want],
    )
    const written = readFileSync(path.join(out, 'us.csv.gz'))
    expect(gunzipSync(written).toString('utf8')).toBe(
      'UNITID,NAME,LATITUDE,MD_EARN_WNE_P10\n' +
        '100654,Alabama A & M University,34.783368,40628\n' +
        '100663,"University of Alabama at Birmingham, The",NULL,PrivacySuppressed\n',
    )
    expect(result.extracted[0]).toMatchObject({ sha256: sha256(written), bytes: written.length })
  })

  it('reads a Latin-1 member as the publisher wrote it and caches it as UTF-8', async () => {
    const want: PackageMember = {
      ...member('hd.csv', 'hd2023.csv'),
      columns: ['UNITID', 'INSTNM'],
      encoding: 'latin1',
    }
    const latin1 = Buffer.from(
      'UNITID,INSTNM\n241331,Universidad Politécnica de Puerto Rico\n',
      'latin1',
    )
    await extractMembers(zipFile({ 'hd2023.csv': new Uint8Array(latin1) }), out, [want])
    expect(readFileSync(path.join(out, 'hd.csv'), 'utf8')).toBe(
      'UNITID,INSTNM\n241331,Universidad Politécnica de Puerto Rico\n',
    )
  })

  it('stops on a wanted column the member lacks, naming the column, the member and the zip', async () => {
    const want: PackageMember = {
      ...member('us.csv', 'Most-Recent-Cohorts-Institution.csv'),
      columns: ['UNITID', 'INSTURL', 'LATITUDE'],
    }
    const zip = zipFile({
      'data/Most-Recent-Cohorts-Institution.csv': strToU8('UNITID,WEBADDR,LATITUDE\n1,x,2\n'),
    })
    await expect(extractMembers(zip, out, [want], 'the zip at X')).rejects.toThrow(
      'the zip at X: data/Most-Recent-Cohorts-Institution.csv has no column INSTURL (us.csv is made of UNITID, INSTURL, LATITUDE)',
    )
    const broken = zipFile({
      'Most-Recent-Cohorts-Institution.csv': strToU8('UNITID,INSTURL,LATITUDE\n1,"x,2\n'),
    })
    await expect(extractMembers(broken, out, [want], 'the zip at X')).rejects.toThrow(
      /^the zip at X: Most-Recent-Cohorts-Institution\.csv cannot be read as CSV \(/,
    )
  })

  it('takes the preferred of two matching members, whichever comes first in the zip', async () => {
    // NCES adds a revised <table>_rv.csv beside the first release's <table>.csv.
    const hd: PackageMember = {
      file: 'open/hd.csv',
      name: 'hd2024.csv (or hd2024_rv.csv)',
      pattern: /^hd2024(?:_rv)?\.csv$/i,
      preferred: /_rv\.csv$/i,
    }
    for (const order of [
      ['hd2024.csv', 'hd2024_rv.csv'],
      ['hd2024_rv.csv', 'hd2024.csv'],
    ]) {
      const zip = zipFile(
        Object.fromEntries(order.map((name) => [name, strToU8(`UNITID\n${name}\n`)])),
      )
      const { extracted } = await extractMembers(zip, out, [hd])
      expect(extracted.map((e) => e.member)).toEqual(['hd2024_rv.csv'])
      expect(readFileSync(path.join(out, hd.file), 'utf8')).toBe('UNITID\nhd2024_rv.csv\n')
    }
    // Without a revised file, the first release is taken.
    const first = zipFile({ 'hd2024.csv': strToU8('UNITID\n1\n') })
    expect((await extractMembers(first, out, [hd])).extracted[0]!.member).toBe('hd2024.csv')
  })

  it('stops on a zip cut short, on two members that match one name and on a body that is no zip', async () => {
    const whole = zipSync({ 'SBJ.csv': strToU8('x'.repeat(200_000)) }, { level: 0 })
    const cut = path.join(dir, 'cut.zip')
    writeFileSync(cut, whole.subarray(0, 100_000))
    await expect(extractMembers(cut, out, [SBJ], 'the zip at X')).rejects.toThrow(
      'the zip at X: SBJ.csv is cut short (the zip ends inside it)',
    )
    const twice = zipFile({ 'a/SBJ.csv': sbj, 'b/sbj.csv': sbj })
    await expect(extractMembers(twice, out, [SBJ], 'the zip at X')).rejects.toThrow(
      'the zip at X: two members match SBJ.csv (a/SBJ.csv, b/sbj.csv); expected one',
    )
    const notZip = path.join(dir, 'not.zip')
    writeFileSync(notZip, 'not a zip at all')
    await expect(extractMembers(notZip, out, [SBJ], 'the zip at X')).rejects.toThrow(
      'the zip at X: not a zip file (no member in it)',
    )
  })

  it('streams: a member of 128 MiB comes out whole while memory stays flat', async () => {
    // A zip written as it is made, so the test itself never holds the member whole either.
    const zip = path.join(dir, 'big.zip')
    const line = 'UNITID,CIPCODE,CREDLEV,EARN_MDN_1YR\n'.padEnd(64, ' ')
    const block = strToU8(line.repeat(1 << 14)) // 1 MiB
    const blocks = 128
    const expected = createHash('sha256')
    await new Promise<void>((resolve, reject) => {
      const file = createWriteStream(zip)
      const writer = new Zip((error, chunk, final) => {
        if (error) return reject(error)
        file.write(chunk)
        if (final) file.end(resolve)
      })
      const entry = new ZipDeflate('Most-Recent-Cohorts-Field-of-Study.csv', { level: 1 })
      writer.add(entry)
      for (let i = 0; i < blocks; i++) {
        expected.update(block)
        entry.push(block, i === blocks - 1)
      }
      writer.end()
    })
    // Live memory, not garbage waiting for a collection: collect before each sample.
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    gc()
    const before = process.memoryUsage()
    let peak = 0
    const sampler = setInterval(() => {
      gc()
      const now = process.memoryUsage()
      peak = Math.max(peak, now.arrayBuffers + now.heapUsed - before.arrayBuffers - before.heapUsed)
    }, 25)
    try {
      const result = await extractMembers(zip, out, PACKAGES['scorecard-fos']![0]!.members)
      expect(result.extracted[0]).toMatchObject({
        bytes: blocks << 20,
        sha256: expected.digest('hex'),
      })
    } finally {
      clearInterval(sampler)
    }
    // Held whole, the member alone would be 128 MiB.
    expect(peak / 2 ** 20).toBeLessThan(48)
  }, 60_000)
})

// `npm run data:import` (write data/generated) and `npm run data:check` (regenerate in memory and
// fail, naming each file, when the committed output differs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { assembleOutputs, OUTPUT_FILES } from './build'
import { committedSeedFiles, GENERATED_DIR, importFolder, SEED_DIR, sharedDataDir } from './io'
import { refreshCommand } from './refresh'

async function main(command: string | undefined) {
  if (command === 'refresh') return refreshCommand(process.argv.slice(3))
  if (command !== 'import' && command !== 'check')
    throw new Error('Usage: cli.ts import|check|refresh')
  const started = Date.now()
  const dir = sharedDataDir()
  const { files, manifest } = assembleOutputs(await importFolder(dir))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)

  if (command === 'import') {
    mkdirSync(GENERATED_DIR, { recursive: true })
    for (const name of OUTPUT_FILES) writeFileSync(path.join(GENERATED_DIR, name), files[name])
    for (const [name, output] of Object.entries(manifest.outputs))
      console.log(`${name}: ${output.records} records`)
    console.log(
      `data:import: wrote ${OUTPUT_FILES.length} files to data/generated from ${dir} in ${seconds}s`,
    )
    return
  }
  const differing = OUTPUT_FILES.filter((name) => {
    const file = path.join(GENERATED_DIR, name)
    return !existsSync(file) || readFileSync(file, 'utf8') !== files[name]
  }).map((name) => `data/generated/${name}`)
  // The committed copies a refresh without the shared folder seeds from must be the shared ones.
  for (const file of committedSeedFiles())
    if (!readFileSync(path.join(dir, file)).equals(readFileSync(path.join(SEED_DIR, file))))
      differing.push(`${SEED_DIR}/${file}`)
  if (differing.length) {
    console.error(
      `data:check: FAILED: committed output differs from a fresh import of ${dir}:\n${differing
        .map((name) => `  ${name}`)
        .join(
          '\n',
        )}\nRun \`npm run data:import\` (and copy the shared files into ${SEED_DIR}) and commit the result (never edit these files by hand).`,
    )
    process.exit(1)
  }
  console.log(
    `data:check: data/generated matches a fresh import of ${dir}, and ${SEED_DIR} its copies (${seconds}s)`,
  )
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(
    `data:${process.argv[2] ?? '?'}: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})

// `npm run icons`: writes the icon sprite into public/ and its address into components/ui.
import { readdirSync, rmSync, writeFileSync } from 'node:fs'

import { ICON_NAMES } from '@/components/ui/icon-names'

import { generateIconSprite, SPRITE_MODULE_PATH } from './sprite'

async function main() {
  const { sprite, file, spriteModule } = await generateIconSprite()
  for (const old of readdirSync('public').filter((f) => /^icons\.[0-9a-f]+\.svg$/.test(f)))
    rmSync(`public/${old}`)
  writeFileSync(`public/${file}`, sprite)
  writeFileSync(SPRITE_MODULE_PATH, spriteModule)
  console.log(`Wrote public/${file} (${ICON_NAMES.length} icons) and ${SPRITE_MODULE_PATH}.`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

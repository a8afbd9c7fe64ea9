import { readFileSync } from 'node:fs'

import { ICON_NAMES } from '@/components/ui/icon-names'
import { ICON_SPRITE } from '@/components/ui/icon-sprite'

import { buildSprite, spriteVersion } from './sprite'

describe('icon sprite', () => {
  it('writes one symbol per icon with its shapes, leaving out React keys', () => {
    const sprite = buildSprite([
      { name: 'dot', node: [['circle', { cx: 12, cy: 12, r: 2, key: 'k1' }]] },
      { name: 'line', node: [['path', { d: 'M5 12h14', key: 'k2' }]] },
    ])
    expect(sprite).toContain(
      '<symbol id="dot" viewBox="0 0 24 24"><circle cx="12" cy="12" r="2"/></symbol>',
    )
    expect(sprite).toContain('<symbol id="line" viewBox="0 0 24 24"><path d="M5 12h14"/></symbol>')
    expect(sprite).not.toContain('key=')
  })

  it('changes its version when an icon changes', () => {
    const one = buildSprite([{ name: 'a', node: [['path', { d: 'M1 1' }]] }])
    const two = buildSprite([{ name: 'a', node: [['path', { d: 'M2 2' }]] }])
    expect(spriteVersion(one)).not.toBe(spriteVersion(two))
  })

  it('is committed with a symbol for every icon the site names, under its content hash', () => {
    const sprite = readFileSync(`public${ICON_SPRITE}`, 'utf8')
    expect(ICON_SPRITE).toBe(`/icons.${spriteVersion(sprite)}.svg`)
    for (const name of ICON_NAMES) expect(sprite).toContain(`<symbol id="${name}" `)
    expect(sprite.match(/<symbol /g)).toHaveLength(ICON_NAMES.length)
  })
})

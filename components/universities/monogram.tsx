import { clsx } from 'clsx'

import { monogram, monogramHue } from '@/lib/universities/monogram'

/**
 * A university's initials on a coloured square, in place of a logo we do not hold (and of emoji,
 * which show as empty boxes where no emoji font is installed). The colour is derived from the
 * university's id, so it stays the same everywhere. Decorative: the name is always next to it.
 */
export function Monogram({
  id,
  name,
  size = 'md',
}: {
  id: string
  name: string
  size?: 'sm' | 'md' | 'lg'
}) {
  return (
    <span
      aria-hidden
      className={clsx(
        'monogram',
        size === 'sm' && 'size-6 text-[0.6rem]',
        size === 'md' && 'size-11 text-sm',
        size === 'lg' && 'size-16 text-xl',
      )}
      style={{ backgroundColor: `hsl(${monogramHue(id)} 55% 26%)` }}
    >
      {monogram(name)}
    </span>
  )
}

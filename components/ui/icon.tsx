import { clsx } from 'clsx'

import type { IconName } from './icon-names'
import { ICON_SPRITE } from './icon-sprite'

type IconProps = Omit<React.SVGProps<SVGSVGElement>, 'children'> & { name: IconName }

/**
 * A lucide icon drawn from the site's sprite: the page carries only a reference, never the path
 * data. Decorative unless given an accessible name (`aria-label` with `role="img"`).
 */
export function Icon({ name, className, ...props }: IconProps) {
  return (
    <svg
      aria-hidden={props['aria-label'] ? undefined : true}
      // The drawing attributes (fill, stroke, 24 px default size) come from the .icon class in
      // app/globals.css, so each icon carries only its reference. clsx, not cn: icons are in client
      // components on every page, and tailwind-merge would come with them into the browser.
      className={clsx('icon', className)}
      {...props}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  )
}

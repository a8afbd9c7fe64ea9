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
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props['aria-label'] ? undefined : true}
      focusable="false"
      // clsx, not cn: icons are in client components on every page, and tailwind-merge would come
      // with them into the browser.
      className={clsx('shrink-0', className)}
      {...props}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  )
}

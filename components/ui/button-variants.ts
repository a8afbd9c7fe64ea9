/**
 * The button classes on their own, without class merging: client components that ship with every
 * page use these (`${buttonVariants()} mt-8`) so tailwind-merge stays out of their bundle. The
 * classes are the .btn rules of app/globals.css, a few short names in every copy of the markup; a
 * plain lookup rather than class-variance-authority, whose copy went into every client chunk that
 * draws a button (the error views' chunks load on every page).
 */
const VARIANTS = {
  default: 'btn-default',
  destructive: 'btn-destructive',
  outline: 'btn-outline',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  link: 'btn-link',
} as const

const SIZES = { default: 'btn-md', sm: 'btn-sm', lg: 'btn-lg', icon: 'btn-icon' } as const

export interface ButtonVariantProps {
  variant?: keyof typeof VARIANTS | null
  size?: keyof typeof SIZES | null
}

export function buttonVariants({
  variant,
  size,
  className,
}: ButtonVariantProps & { className?: string } = {}) {
  const classes = `btn ${VARIANTS[variant ?? 'default']} ${SIZES[size ?? 'default']}`
  return className ? `${classes} ${className}` : classes
}

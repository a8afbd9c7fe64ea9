import { cva } from 'class-variance-authority'

/**
 * The button classes on their own, without class merging: client components that ship with every
 * page use these (`${buttonVariants()} mt-8`) so tailwind-merge stays out of their bundle.
 */
export const buttonVariants = cva(
  // The .btn classes of app/globals.css: a few short classes in every copy of the markup.
  'btn',
  {
    variants: {
      variant: {
        default: 'btn-default',
        destructive: 'btn-destructive',
        outline: 'btn-outline',
        secondary: 'btn-secondary',
        ghost: 'btn-ghost',
        link: 'btn-link',
      },
      size: {
        default: 'btn-md',
        sm: 'btn-sm',
        lg: 'btn-lg',
        icon: 'btn-icon',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

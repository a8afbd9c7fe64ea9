import { cva } from 'class-variance-authority'

/**
 * The button classes on their own, without class merging: client components that ship with every
 * page use these (`${buttonVariants()} mt-8`) so tailwind-merge stays out of their bundle.
 */
export const buttonVariants = cva(
  // The base is the .btn class of app/globals.css: one short class in every copy of the markup.
  'btn',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-white hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

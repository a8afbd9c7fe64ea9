import { clsx } from 'clsx'

import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'

/** The search box of a list's filter form: a label for screen readers, the magnifier, the input. */
export function SearchField({
  label,
  placeholder,
  defaultValue,
  className,
}: {
  label: string
  placeholder: string
  defaultValue: string
  className?: string
}) {
  return (
    <div className={clsx('relative', className)}>
      <label htmlFor="search" className="sr-only">
        {label}
      </label>
      <Icon name="search" className="search-field-icon" aria-hidden />
      <Input
        id="search"
        name="search"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        className="pl-9"
        maxLength={100}
      />
    </div>
  )
}

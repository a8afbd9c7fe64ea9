'use client'

import options from '@/data/country-options.json'
import { NativeSelect } from '@/components/ui/native-select'

/**
 * The nationality list, from a module the browser caches: rendered by a server component, its 250
 * options would travel twice in every matcher page, as HTML and in the page's data payload.
 */
export function NationalitySelect(props: { id: string; name: string; defaultValue: string }) {
  return (
    <NativeSelect {...props}>
      <option value="">Select nationality</option>
      {options.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </NativeSelect>
  )
}

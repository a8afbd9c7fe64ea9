import Form from 'next/form'

import { SEARCH_QUERY_MAX } from '@/lib/search/options'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'

/** A plain GET form to /search: works without JavaScript, navigates in place with it. */
export function SearchForm({ defaultValue }: { defaultValue: string }) {
  return (
    <Form action="/search" role="search" aria-label="Site search" className="flex gap-2">
      <label htmlFor="site-search-q" className="sr-only">
        Search universities, courses, scholarships and guides
      </label>
      <Input
        id="site-search-q"
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Search universities, courses, scholarships and guides"
        autoComplete="off"
        enterKeyHint="search"
      />
      <Button type="submit">
        <Icon name="search" aria-hidden />
        Search
      </Button>
    </Form>
  )
}

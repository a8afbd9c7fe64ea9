import { UNIVERSITIES_URL } from '@/lib/universities/state'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'

import { HeroSearchForm } from './hero-search-form'

/** The hero's university search: server-rendered fields inside a small client form. */
export function HeroSearch() {
  return (
    <HeroSearchForm list={UNIVERSITIES_URL}>
      <label htmlFor="hero-search" className="sr-only">
        Search universities, subjects or programs
      </label>
      <Input
        id="hero-search"
        name="search"
        type="search"
        required
        pattern=".*\S.*"
        title="Type a subject or a university name"
        placeholder="Search subjects or universities, e.g. Computer Science, Oxford"
        className="h-12 bg-background"
        autoComplete="off"
      />
      <Button type="submit" size="lg" className="h-12">
        <Icon name="search" aria-hidden />
        Search
      </Button>
    </HeroSearchForm>
  )
}

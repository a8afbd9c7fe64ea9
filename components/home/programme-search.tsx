import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/** Finding a programme, beside the hero's search: a plain GET form to /programmes. */
export function ProgrammeSearch() {
  return (
    <form
      action="/programmes"
      method="get"
      role="search"
      aria-label="Find a programme"
      className="flex w-full max-w-xl flex-wrap gap-2"
    >
      <label htmlFor="programme-search" className="w-full text-sm font-medium">
        Find a programme in the UK or Australia
      </label>
      <Input
        id="programme-search"
        name="search"
        type="search"
        placeholder="A subject or course, e.g. adult nursing"
        className="h-12 min-w-0 flex-1 bg-background"
        autoComplete="off"
        maxLength={100}
      />
      <Button type="submit" size="lg" variant="secondary" className="h-12">
        Find programmes
      </Button>
    </form>
  )
}

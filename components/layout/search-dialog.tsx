'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Command } from 'cmdk'

import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, searchHref } from '@/lib/search/options'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Icon } from '@/components/ui/icon'

import { useSiteSearch } from './use-site-search'

const ALL_RESULTS = 'all-results'

const itemClass =
  'flex cursor-pointer flex-col gap-0.5 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground'

type SearchDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** There is no Radix trigger to return focus to, so the opener says where it goes. */
  onCloseAutoFocus: () => void
}

/** Site-wide search: results come from /api/search, grouped by kind; Enter or a click opens one. */
export function SearchDialog({ open, onOpenChange, onCloseAutoFocus }: SearchDialogProps) {
  const router = useRouter()
  const [query, setQuery] = useState('')
  const search = useSiteSearch(query)
  const q = query.trim()
  // Each new answer selects its best result, so Enter opens it; arrows then move from there.
  const [choice, setChoice] = useState({ answered: '', value: '' })
  const best = search.groups[0]?.results[0]?.id ?? ALL_RESULTS
  const selected = choice.answered === search.answered ? choice.value : best

  const go = (href: string) => {
    onOpenChange(false)
    router.push(href)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          onCloseAutoFocus()
        }}
        className="top-[8dvh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0 sm:top-[12dvh]"
      >
        <DialogTitle className="sr-only">Search the site</DialogTitle>
        <DialogDescription className="sr-only">
          Search universities, courses, scholarships and guides. Use the up and down arrow keys to
          move through the results and Enter to open one.
        </DialogDescription>
        <Command
          value={selected}
          onValueChange={(value) => setChoice({ answered: search.answered, value })}
          shouldFilter={false}
          loop
          vimBindings={false}
          className="min-w-0"
          label="Search universities, courses, scholarships and guides"
        >
          <div className="flex items-center gap-2 border-b px-4 pr-12">
            <Icon name="search" className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <Command.Input
              value={query}
              onValueChange={setQuery}
              maxLength={SEARCH_QUERY_MAX}
              placeholder="Search universities, courses, scholarships..."
              className="h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground"
            />
          </div>
          <Command.List
            label="Search results"
            className="max-h-[min(60dvh,28rem)] overflow-y-auto p-2"
          >
            {search.groups.map((group) => (
              <Command.Group
                key={group.kind}
                heading={group.label}
                className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground"
              >
                {group.results.map((result) => (
                  <Command.Item
                    key={result.id}
                    value={result.id}
                    onSelect={() => go(result.href)}
                    className={itemClass}
                  >
                    <span className="font-medium">{result.title}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {result.subtitle}
                    </span>
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
            {q.length >= SEARCH_QUERY_MIN ? (
              <Command.Item
                value={ALL_RESULTS}
                onSelect={() => go(searchHref(q))}
                className={itemClass}
              >
                <span className="flex items-center gap-2 font-medium">
                  See all results for “{q}”
                  <Icon name="arrow-right" className="size-4" aria-hidden />
                </span>
              </Command.Item>
            ) : null}
          </Command.List>
          <p role="status" className="border-t px-4 py-2 text-xs text-muted-foreground">
            {statusText(search.status, q, search.total)}
          </p>
        </Command>
      </DialogContent>
    </Dialog>
  )
}

function statusText(status: 'idle' | 'loading' | 'done' | 'error', query: string, total?: number) {
  if (status === 'idle')
    return `Type at least ${SEARCH_QUERY_MIN} letters. Arrow keys move, Enter opens.`
  if (status === 'loading') return 'Searching…'
  if (status === 'error')
    return 'Search is not available right now. Press Enter to try the search page.'
  if (!total) return `No results for “${query}”. Check the spelling or try fewer words.`
  return `${total} ${total === 1 ? 'result' : 'results'}. Arrow keys move, Enter opens.`
}

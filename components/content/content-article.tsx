import { isArticle, sectionHub } from '@/lib/content'
import { formatDate } from '@/lib/format'
import { articleJsonLd } from '@/lib/site/seo-entities'
import { cn } from '@/lib/utils'
import type { ContentPage } from '@/data/schema'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'
import { JsonLd } from '@/components/json-ld'

import { MarkdownContent } from './markdown'

/** Breadcrumb, h1, lead and dates of a content page. */
export function ContentHeader({ page }: { page: ContentPage }) {
  const hub = sectionHub(page)
  return (
    <header className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap gap-1">
          <li>
            <IntentLink href="/" className="hover:underline">
              Home
            </IntentLink>{' '}
            /
          </li>
          {hub && hub.href !== page.path ? (
            <li>
              <IntentLink href={hub.href} className="hover:underline">
                {hub.title}
              </IntentLink>{' '}
              /
            </li>
          ) : null}
          <li aria-current="page">{page.title}</li>
        </ol>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{page.title}</h1>
      <p className="max-w-[70ch] text-lg text-muted-foreground">{page.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {page.published ? (
          <span>
            Published <time dateTime={page.published}>{formatDate(page.published)}</time>
          </span>
        ) : null}
        <span>
          Last reviewed <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </span>
        <span>{page.readingMinutes} min read</span>
      </p>
    </header>
  )
}

/** The official pages that have the final word on what the article says. */
export function OfficialLinks({ links }: { links: ContentPage['officialLinks'] }) {
  if (!links.length) return null
  return (
    <section aria-labelledby="official-sources" className="rounded-xl border bg-muted/40 p-5">
      <h2 id="official-sources" className="text-lg font-semibold">
        Official sources
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Rules, fees and dates change. Where these pages differ from ours, they are right.
      </p>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-start gap-1.5 font-medium text-primary underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
            >
              {link.title}
              <Icon name="external-link" className="mt-1 size-3.5 shrink-0" aria-hidden />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

type ContentArticleProps = {
  page: ContentPage
  /** A section the page puts above its text (who we are, from configuration). */
  intro?: React.ReactNode
  /** Sections the page adds below its text (a list from our data, a form). */
  children?: React.ReactNode
  className?: string
}

/** A content page: header, any intro, Markdown body, any extra sections, then its official sources. */
export function ContentArticle({ page, intro, children, className }: ContentArticleProps) {
  return (
    <article className={cn('mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6', className)}>
      {isArticle(page) ? <JsonLd data={articleJsonLd(page)} /> : null}
      <ContentHeader page={page} />
      {intro}
      <MarkdownContent>{page.body}</MarkdownContent>
      {children}
      <OfficialLinks links={page.officialLinks} />
    </article>
  )
}

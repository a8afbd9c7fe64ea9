import Markdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'

import { cn } from '@/lib/utils'
import { IntentLink } from '@/components/ui/intent-link'

/**
 * Headings, paragraphs, lists, quotes and links are styled by the .markdown rules of
 * app/globals.css rather than a class on each element: a guide repeats them dozens of times, in
 * its HTML and again in its RSC payload.
 */
const components: Components = {
  // Wide tables scroll sideways inside their own box (focusable, so keyboards can scroll it too).
  table: ({ children }) => (
    <div
      tabIndex={0}
      className="my-6 max-w-full overflow-x-auto rounded-lg border focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
    >
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  ),
  thead: ({ children }) => <thead className="bg-muted/60">{children}</thead>,
  tr: ({ children }) => <tr className="border-b last:border-0">{children}</tr>,
  th: ({ children, style }) => (
    <th scope="col" style={style} className="px-3 py-2 text-left align-bottom font-semibold">
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className="px-3 py-2 align-top">
      {children}
    </td>
  ),
  a: ({ href = '', children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
}

function MarkdownLink({ href, children }: { href: string; children: React.ReactNode }) {
  if (href.startsWith('/')) {
    return <IntentLink href={href}>{children}</IntentLink>
  }
  if (/^https:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return <a href={href}>{children}</a>
}

/** Our own Markdown (GFM), rendered on the server: no raw HTML is ever passed through. */
export function MarkdownContent({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn('markdown', className)}>
      <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {children}
      </Markdown>
    </div>
  )
}

import Markdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'

import { cn } from '@/lib/utils'
import { IntentLink } from '@/components/ui/intent-link'

const linkClass =
  'font-medium text-primary underline underline-offset-2 hover:decoration-2 focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none'

const components: Components = {
  h2: ({ children }) => (
    <h2 className="mt-10 mb-3 scroll-mt-24 text-2xl font-semibold tracking-tight">{children}</h2>
  ),
  h3: ({ children }) => <h3 className="mt-8 mb-2 text-xl font-semibold">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-6 mb-2 text-lg font-semibold">{children}</h4>,
  p: ({ children }) => <p className="my-4 leading-7">{children}</p>,
  ul: ({ children }) => <ul className="my-4 list-disc space-y-2 pl-6 leading-7">{children}</ul>,
  ol: ({ children }) => <ol className="my-4 list-decimal space-y-2 pl-6 leading-7">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-6 border-l-4 border-primary/40 pl-4 text-muted-foreground">
      {children}
    </blockquote>
  ),
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  code: ({ children }) => (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-sm">{children}</code>
  ),
  hr: () => <hr className="my-8" />,
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
    return (
      <IntentLink href={href} className={linkClass}>
        {children}
      </IntentLink>
    )
  }
  if (/^https:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <a href={href} className={linkClass}>
      {children}
    </a>
  )
}

/** Our own Markdown (GFM), rendered on the server: no raw HTML is ever passed through. */
export function MarkdownContent({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn('max-w-[70ch] text-base', className)}>
      <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {children}
      </Markdown>
    </div>
  )
}

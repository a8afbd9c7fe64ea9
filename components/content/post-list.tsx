import { formatDate } from '@/lib/format'
import type { ContentPage } from '@/data/schema'
import { IntentLink } from '@/components/ui/intent-link'

/** Blog posts as they arrive from lib (newest first), each linking to its page. */
export function PostList({ posts }: { posts: ContentPage[] }) {
  return (
    <ul className="flex flex-col gap-6">
      {posts.map((post) => (
        <li key={post.path}>
          <article className="relative flex flex-col gap-2 rounded-xl border bg-card p-6 shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/60 hover:shadow-md">
            <h2 className="text-xl font-semibold">
              <IntentLink
                href={post.path}
                className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
              >
                {post.title}
              </IntentLink>
            </h2>
            <p className="text-sm text-muted-foreground">
              <time dateTime={post.published}>{formatDate(post.published ?? post.updated)}</time>
              {' · '}
              {post.readingMinutes} min read
            </p>
            <p className="leading-7">{post.description}</p>
          </article>
        </li>
      ))}
    </ul>
  )
}

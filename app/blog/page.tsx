import type { Metadata } from 'next'

import { listContentPages } from '@/lib/content'
import { pageMetadata } from '@/lib/site/seo'
import { PostList } from '@/components/content/post-list'

export const metadata: Metadata = pageMetadata({
  title: 'Blog',
  description:
    'Practical articles for students applying abroad: shortlisting universities, personal statements, scholarship rules, first-month budgets and avoiding scams.',
  path: '/blog',
})

export default function BlogPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Blog</h1>
        <p className="max-w-[70ch] text-lg text-muted-foreground">
          Practical advice from our admissions team, written in plain English for students applying
          abroad and the families who support them.
        </p>
      </header>
      <PostList posts={listContentPages('Blog')} />
    </div>
  )
}

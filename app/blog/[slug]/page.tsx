import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getSectionPage, listSectionSlugs } from '@/lib/content'
import { contentMetadata } from '@/lib/site/seo'
import { ContentArticle } from '@/components/content/content-article'

type Props = { params: Promise<{ slug: string }> }

const findPage = async ({ params }: Props) => getSectionPage('/blog', (await params).slug, 'Blog')

// Built at build time; any other slug is a 404 without rendering anything.
export const generateStaticParams = () =>
  listSectionSlugs('/blog', 'Blog').map((slug) => ({ slug }))

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await findPage(props)
  if (!page) notFound()
  return contentMetadata(page)
}

export default async function BlogPostPage(props: Props) {
  const page = await findPage(props)
  if (!page) notFound()
  return <ContentArticle page={page} />
}

import { notFound } from 'next/navigation'

/** Any path no route claims: log it on the server and answer with the 404 page. */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params
  console.warn(`404: no page at ${JSON.stringify(`/${missing.join('/')}`)}`)
  notFound()
}

import type { Metadata } from 'next'

import { listOnlineCourses } from '@/lib/courses'
import { courseHref } from '@/lib/courses/options'
import { pageMetadata } from '@/lib/site/seo'
import { Badge } from '@/components/ui/badge'
import { IntentLink } from '@/components/ui/intent-link'
import { Breadcrumb } from '@/components/layout/breadcrumb'
import { EmptyState } from '@/components/list/results-grid'

export const metadata: Metadata = pageMetadata({
  title: 'Online and part-time study',
  description:
    'Which of our degree programs can be studied online or part-time, with examples of well-known providers, and which need you on campus.',
  path: '/courses/online',
})

export default function OnlineCoursesPage() {
  const { online, campusOnly } = listOnlineCourses()
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
      <Breadcrumb
        trail={[{ href: '/courses', label: 'Courses' }]}
        current="Online and part-time study"
      />
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Online and part-time study
        </h1>
        <p className="max-w-3xl text-muted-foreground">
          We do not run courses ourselves, and our catalogue describes campus programs. For the
          programs below, well-known universities also offer an online or part-time route; each note
          names examples. Check a provider&apos;s accreditation before you apply.
        </p>
      </header>
      <section aria-labelledby="online-title" className="flex flex-col gap-4">
        <h2 id="online-title" className="text-xl font-semibold">
          Programs you can study online or part-time ({online.length})
        </h2>
        {online.length ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {online.map((c) => (
              <li
                key={c.id}
                className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm"
              >
                <div className="flex flex-wrap gap-1">
                  <Badge>{c.level}</Badge>
                  <Badge variant="secondary">{c.category}</Badge>
                </div>
                <h3 className="font-semibold">
                  <IntentLink href={courseHref(c.id)} className="text-primary hover:underline">
                    {c.name}
                  </IntentLink>
                </h3>
                <p className="text-sm text-muted-foreground">{c.onlineAvailability}</p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No online programs listed yet"
            hint="None of the programs in our catalogue has a known online or part-time route yet."
          />
        )}
      </section>
      {campusOnly.length ? (
        <section aria-labelledby="campus-title" className="flex flex-col gap-2">
          <h2 id="campus-title" className="text-xl font-semibold">
            Campus-based programs
          </h2>
          <p className="text-sm text-muted-foreground">
            We know of no well-established online route for these; clinical training and lab work in
            particular happen in person.
          </p>
          <ul className="flex flex-wrap gap-2">
            {campusOnly.map((c) => (
              <li key={c.id}>
                <IntentLink
                  href={courseHref(c.id)}
                  className="inline-flex min-h-6 items-center text-sm text-primary hover:underline"
                >
                  {c.name}
                </IntentLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

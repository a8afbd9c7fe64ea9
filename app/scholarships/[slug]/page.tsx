import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { applyHref } from '@/lib/apply/prefill'
import { getScholarship, scholarshipSlugs } from '@/lib/scholarships'
import { buildScholarshipDetail } from '@/lib/scholarships/view'
import { universityApplyHref } from '@/lib/shortlist/apply'
import { currentHour } from '@/lib/site/clock'
import { pageMetadata } from '@/lib/site/seo'
import { scholarshipJsonLd } from '@/lib/site/seo-entities'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import { buttonVariants } from '@/components/ui/button'
import { IntentLink } from '@/components/ui/intent-link'
import { JsonLd } from '@/components/json-ld'
import { Breadcrumb } from '@/components/layout/breadcrumb'
import { ReportMistake } from '@/components/reports/report-mistake'
import { OfficialLink, ScholarshipBadges } from '@/components/scholarships/scholarship-card'
import {
  ScholarshipDetails,
  ScholarshipEligibility,
} from '@/components/scholarships/scholarship-details'
import { ApplyCta } from '@/components/shortlist/apply-cta'
import { SaveToggle } from '@/components/shortlist/save-toggle'

type Props = { params: Promise<{ slug: string }> }

// Built at build time. Any other slug renders this segment's own 404 (with its way back to the
// list), so unknown slugs are still let through to the page.
// The round's status depends on the day: rebuilt at most once an hour.

export const generateStaticParams = () => scholarshipSlugs().map((slug) => ({ slug }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const detail = buildScholarshipDetail(
    await getScholarship((await params).slug),
    await listUniversityProfiles(),
  )
  if (!detail) notFound()
  const s = detail.scholarship
  return pageMetadata({
    title: `${s.name}: value, eligibility and deadline`,
    description: `${s.name}, a ${s.type.toLowerCase()} scholarship for ${s.eligibleDegrees.join(', ')} study (${s.university}). ${s.isFullyFunded ? 'Fully funded. ' : ''}Deadline: ${s.deadline ?? 'see the official page'}.`,
    path: `/scholarships/${s.slug}`,
  })
}

export default async function ScholarshipPage({ params }: Props) {
  const detail = buildScholarshipDetail(
    await getScholarship((await params).slug),
    await listUniversityProfiles(),
  )
  if (!detail) notFound()
  const { scholarship: s, university, list } = detail

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
      <JsonLd data={scholarshipJsonLd(s, university)} />
      <Breadcrumb
        trail={[
          { href: '/scholarships', label: 'Scholarships' },
          { href: list.href, label: list.title },
        ]}
        current={s.name}
      />
      <header className="flex flex-col gap-4">
        <ScholarshipBadges scholarship={s} />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{s.name}</h1>
        <p className="text-muted-foreground">{s.university}</p>
        <p className="max-w-3xl">{s.description}</p>
        <div className="flex flex-wrap gap-2">
          <OfficialLink scholarship={s} label="Visit the official page" size="default" />
          <SaveToggle kind="scholarship" id={s.slug} name={s.name} withLink />
          {university ? (
            <IntentLink
              href={`/universities/${university.slug}`}
              className={buttonVariants({ variant: 'outline' })}
            >
              About {university.name}
            </IntentLink>
          ) : null}
          <IntentLink href="/scholarships" className={buttonVariants({ variant: 'ghost' })}>
            Match yourself to scholarships
          </IntentLink>
        </div>
      </header>
      <ScholarshipDetails scholarship={s} university={university} />
      <ScholarshipEligibility scholarship={s} today={new Date(await currentHour())} />
      <ApplyCta
        href={university ? universityApplyHref(university) : applyHref()}
        subject={university ? university.name : 'your own choices'}
      />
      <ReportMistake kind="scholarship" recordId={s.slug} />
    </article>
  )
}

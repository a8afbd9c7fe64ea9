import heroImage from '@/public/images/hero.svg'

import { siteConfig } from '@/lib/site'
import type { Figure } from '@/data/schema'
import { Button } from '@/components/ui/button'
import { IntentLink } from '@/components/ui/intent-link'

import { HeroSearch } from './hero-search'
import { ProgrammeSearch } from './programme-search'

export function Hero({ figures }: { figures: Figure[] }) {
  return (
    <section className="bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div className="flex min-w-0 flex-col gap-6">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {siteConfig.tagline}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Study abroad with a plan, not a guess
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Find universities, courses and scholarships around the world, compare them side by side,
            and let our admissions experts handle your applications.
          </p>
          <HeroSearch />
          <ProgrammeSearch />
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <IntentLink href="/universities">All Universities</IntentLink>
            </Button>
            <Button asChild variant="outline">
              <IntentLink href="/uk-universities">UK Universities</IntentLink>
            </Button>
            <Button asChild variant="outline">
              <IntentLink href="/scholarships">Scholarships</IntentLink>
            </Button>
          </div>
          <dl className="flex gap-8">
            {figures.map((figure) => (
              <div key={figure.label}>
                <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                <dd className="text-2xl font-bold">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {/* A plain img: next/image cannot resize an SVG, and would add 6 KB of script to the page.
            Decoration only, so phones (one column, image below the fold) neither show nor fetch it:
            it was their largest paint, held back by the page's scripts. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={heroImage.src}
          width={heroImage.width}
          height={heroImage.height}
          alt=""
          loading="lazy"
          className="mx-auto hidden h-auto w-full max-w-lg lg:block"
        />
      </div>
    </section>
  )
}

import type { CountryGroup } from '@/lib/universities'
import { UK_URL, UNIVERSITIES_URL, universitiesHref } from '@/lib/universities/state'
import { IntentLink } from '@/components/ui/intent-link'

const countryId = (group: CountryGroup) => `country-${group.countryCode.toLowerCase()}`

function listHref(group: CountryGroup) {
  return group.countryCode === 'GB'
    ? UK_URL.path
    : universitiesHref(UNIVERSITIES_URL.defaults, { country: group.country })
}

/** Every country we cover, each with its universities linked to their pages. */
export function UniversitiesByCountry({ groups }: { groups: CountryGroup[] }) {
  return (
    // Follows the page text's own "Universities by country" heading, so countries are h3.
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">
        {groups.reduce((sum, g) => sum + g.universities.length, 0)} universities in {groups.length}{' '}
        countries.
      </p>
      <nav aria-label="Jump to a country">
        <ul className="flex flex-wrap gap-2 text-sm">
          {groups.map((group) => (
            <li key={group.country}>
              <a
                href={`#${countryId(group)}`}
                className="inline-block rounded-full border px-3 py-1 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
              >
                {group.country}
                <span className="text-muted-foreground"> ({group.universities.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section
          key={group.country}
          id={countryId(group)}
          aria-labelledby={`${countryId(group)}-title`}
          className="scroll-mt-24 border-t pt-6"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={`${countryId(group)}-title`} className="text-xl font-semibold">
              {group.country}
            </h3>
            <IntentLink href={listHref(group)} className="text-link">
              Browse {group.country} universities
            </IntentLink>
          </div>
          <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {group.universities.map((u) => (
              <li key={u.slug} className="flex flex-col">
                <IntentLink
                  href={`/universities/${u.slug}`}
                  className="font-medium text-primary underline-offset-2 hover:underline"
                >
                  {u.name}
                </IntentLink>
                <span className="text-sm text-muted-foreground">
                  {u.city} · QS world rank {u.worldRanking}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

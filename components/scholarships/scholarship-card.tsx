// Parts of a scholarship as the lists, the matcher and the scholarship pages show it. Plain
// components without hooks or class merging, so the client cards below and server pages share them.
import type { ScholarshipCardData } from '@/lib/scholarships/card'
import type { Scholarship } from '@/data/schema'
import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

export function BadgeList({
  type,
  funded,
  prestigious,
}: {
  type: string
  funded: boolean
  prestigious: boolean
}) {
  return (
    <ul className="badges" aria-label="Highlights">
      <li className="badge badge-secondary">{type}</li>
      {funded ? <li className="badge badge-success">Fully funded</li> : null}
      {prestigious ? <li className="badge badge-outline">Prestigious</li> : null}
    </ul>
  )
}

export function ScholarshipBadges({ scholarship: s }: { scholarship: Scholarship }) {
  return <BadgeList type={s.type} funded={s.isFullyFunded} prestigious={s.isPrestigious} />
}

/** The official programme page, in a new tab; never '#': every award links to a real page. */
export function OfficialLink({
  scholarship: s,
  label = 'Apply',
  size = 'sm',
}: {
  scholarship: Pick<Scholarship, 'name' | 'link'>
  label?: string
  size?: 'sm' | 'default'
}) {
  return (
    <a href={s.link} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size })}>
      <Icon name="external-link" aria-hidden />
      {label}
      <span className="sr-only">{` on the official ${s.name} page (opens in a new tab)`}</span>
    </a>
  )
}

type Facts = {
  value: string
  degrees: string
  entryYear: number
  /** The 2027-entry round's status today and its dates in words. */
  cycle: [label: string, detail: string]
  deadline: string | null
}

export function FactsList({ value, degrees, entryYear, cycle, deadline }: Facts) {
  return (
    <dl className="facts">
      <div>
        <dt>Value</dt>
        <dd>{value}</dd>
      </div>
      <div>
        <dt>Degrees</dt>
        <dd>{degrees}</dd>
      </div>
      <div>
        <dt>{`${entryYear} entry`}</dt>
        <dd>
          <span>{cycle[0]}</span>
          <span>{cycle[1]}</span>
        </dd>
      </div>
      {deadline ? (
        <div>
          <dt>Deadline</dt>
          <dd>{deadline}</dd>
        </div>
      ) : null}
    </dl>
  )
}

/** A scholarship card of the lists (rendered by the client module scholarship-cards.tsx). */
export function ScholarshipCard({
  item,
  headingLevel,
  save,
}: {
  item: ScholarshipCardData
  headingLevel: 2 | 3
  /** The Save toggle (a client component). */
  save: React.ReactNode
}) {
  const [slug, name, university, description, type, funded, prestigious, value, degrees] = item
  const [, , , , , , , , , entryYear, cycle, deadline, link] = item
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article aria-labelledby={`sch-${slug}`} className="sch-card">
      <BadgeList type={type} funded={funded} prestigious={prestigious} />
      <div>
        <Heading id={`sch-${slug}`}>
          <IntentLink href={`/scholarships/${slug}`}>{name}</IntentLink>
        </Heading>
        <p>{university}</p>
      </div>
      <p>{description}</p>
      <FactsList
        value={value}
        degrees={degrees}
        entryYear={entryYear}
        cycle={cycle}
        deadline={deadline}
      />
      <footer>
        <OfficialLink scholarship={{ name, link }} />
        {save}
        <IntentLink
          href={`/scholarships/${slug}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Details<span className="sr-only">{` of ${name}`}</span>
        </IntentLink>
      </footer>
    </article>
  )
}

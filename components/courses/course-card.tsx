'use client'

import type { CourseCardItem } from '@/lib/courses/card'
import type { CourseCardTexts } from '@/lib/courses/card-texts'
import { courseHref } from '@/lib/courses/options'
import cardTexts from '@/data/course-cards.json'
import { buttonVariants } from '@/components/ui/button-variants'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

import { RealProgrammes } from './real-programmes'

function Tags({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null
  return (
    <div>
      <h4>{title}</h4>
      <ul className="tags">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

// Checked against the catalogue by lib/courses/card-texts.test.ts.
const CARD_TEXTS = cardTexts as unknown as Record<string, CourseCardTexts>

/** A course card; its parts are styled by the .course-card rules of app/globals.css. */
export function CourseCard({
  id,
  texts,
  real,
}: {
  id: string
  texts: CourseCardTexts
  real: CourseCardItem[1]
}) {
  const [name, level, category, description, duration, tuition, requirements] = texts
  const [, , , , , , , careers, prerequisites, research, universities] = texts
  const titleId = `course-${id}`
  return (
    <article aria-labelledby={titleId} className="course-card">
      <header>
        <div>
          <span className="badge badge-default">{level}</span>
          <span className="badge badge-secondary">{category}</span>
        </div>
        <h3 id={titleId}>{name}</h3>
      </header>
      <p>{description}</p>
      <dl>
        <div>
          <dt>Duration</dt>
          <dd>{duration}</dd>
        </div>
        {tuition ? (
          <div>
            <dt>Tuition</dt>
            <dd data-testid="course-tuition">{tuition}</dd>
          </div>
        ) : null}
      </dl>
      <div>
        <h4>Requirements</h4>
        <ul className="reqs">
          {requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
      <Tags title="Career prospects" items={careers} />
      <Tags title="Prerequisites" items={prerequisites} />
      <Tags title="Research areas" items={research} />
      <div>
        <h4>Popular universities</h4>
        <ul>
          {universities.map(([slug, uni]) => (
            <li key={slug}>
              <IntentLink href={`/universities/${slug}`}>{uni}</IntentLink>
            </li>
          ))}
        </ul>
      </div>
      <footer>
        <IntentLink
          href={courseHref(id)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          View program<span className="sr-only">{`: ${name}`}</span>
          <Icon name="arrow-right" aria-hidden />
        </IntentLink>
        <RealProgrammes real={real} name={name} />
      </footer>
    </article>
  )
}

/** The cards of a course list: ids and real-programme counts from the page, texts from the module. */
export function CourseCards({ items }: { items: CourseCardItem[] }) {
  return (
    <ul className="course-grid">
      {items.map(([id, real]) => {
        const texts = CARD_TEXTS[id]
        return texts ? (
          <li key={id}>
            <CourseCard id={id} texts={texts} real={real} />
          </li>
        ) : null
      })}
    </ul>
  )
}

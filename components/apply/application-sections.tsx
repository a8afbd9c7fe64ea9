import type { DescribedSection } from '@/lib/apply/describe'
import { cn } from '@/lib/utils'

/**
 * What the student sent, section by section as on the form; typed text is shown as text. The back
 * office shows each section as a page section (h2), the student's tracking page inside its own (h3).
 */
export function ApplicationSections({
  sections,
  level = 2,
}: {
  sections: DescribedSection[]
  level?: 2 | 3
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="flex flex-col gap-6">
      {sections.map((section) => (
        <section
          key={section.title}
          aria-labelledby={`section-${slug(section.title)}`}
          className="rounded-xl border bg-card p-5 shadow-sm"
        >
          <Heading id={`section-${slug(section.title)}`} className="text-lg font-semibold">
            {section.title}
          </Heading>
          <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {section.fields.map((field) => (
              <div key={field.key} className={cn(field.long && 'sm:col-span-2')}>
                <dt className="text-sm text-muted-foreground">{field.label}</dt>
                <dd className={cn('break-words', field.long && 'whitespace-pre-wrap')}>
                  {field.value || <span className="text-muted-foreground">Not given</span>}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z]+/g, '-')

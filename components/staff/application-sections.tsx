import type { DescribedSection } from '@/lib/apply/describe'
import { cn } from '@/lib/utils'

/** Everything the student sent, section by section as on the form; typed text is shown as text. */
export function ApplicationSections({ sections }: { sections: DescribedSection[] }) {
  return (
    <div className="flex flex-col gap-6">
      {sections.map((section) => (
        <section
          key={section.title}
          aria-labelledby={`section-${slug(section.title)}`}
          className="rounded-xl border bg-card p-5 shadow-sm"
        >
          <h2 id={`section-${slug(section.title)}`} className="text-lg font-semibold">
            {section.title}
          </h2>
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

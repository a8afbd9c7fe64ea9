// What the student sent, as text under the form's labels: the back office and the CSV export.
import { COUNTRY_OPTIONS } from '@/lib/apply/countries'
import { APPLICATION_SECTIONS, type ApplicationField } from '@/lib/apply/fields'
import type { Application } from '@/lib/validation/application'

/** A select's labels by value; intake years are their own labels. */
function selectLabels(field: ApplicationField & { control: 'select' }): Record<string, string> {
  if (field.choices === 'countries') return COUNTRY_OPTIONS.labels
  if (field.choices === 'intake-years') return {}
  return field.choices.labels
}

/** A field as text: option values become their labels, booleans Yes/No, missing values ''. */
export function fieldText(application: Partial<Application>, field: ApplicationField): string {
  const value = application[field.key]
  if (value === undefined || value === null) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value))
    return value
      .map((v) => (field.control === 'checkboxes' ? (field.choices.labels[v] ?? v) : v))
      .join(', ')
  const text = String(value)
  return (field.control === 'select' ? selectLabels(field)[text] : undefined) ?? text
}

export type DescribedSection = {
  title: string
  fields: { key: keyof Application; label: string; value: string; long: boolean }[]
}

/** What the student sent, section by section, for the back office. */
export function describeApplication(application: Application): DescribedSection[] {
  return APPLICATION_SECTIONS.map(({ title, fields }) => ({
    title,
    fields: fields.map((field) => ({
      key: field.key,
      label: field.label,
      value: fieldText(application, field),
      long: field.control === 'textarea',
    })),
  }))
}

/** Fields the student's own tracking page never shows, though a link may be passed on. */
const NOT_ON_TRACKING_PAGE = new Set<keyof Application>(['passportNumber'])

/** What the student sent, for their tracking page: as for the back office, without the passport number. */
export function describeSentApplication(
  application: Omit<Application, 'passportNumber'>,
): DescribedSection[] {
  return describeApplication(application as Application).map((section) => ({
    ...section,
    fields: section.fields.filter((field) => !NOT_ON_TRACKING_PAGE.has(field.key)),
  }))
}

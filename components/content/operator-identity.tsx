import { siteConfig } from '@/lib/site'
import type { Operator } from '@/lib/site/operator'
import { IntentLink } from '@/components/ui/intent-link'

const box = 'rounded-xl border bg-muted/40 p-5 text-sm leading-6'
const link = 'break-words text-primary underline underline-offset-4'

/** Who runs the site, for the about page; nothing when no operator is configured. */
export function OperatorAbout({ operator }: { operator: Operator }) {
  if (!operator.name) return null
  return (
    <section aria-labelledby="who-runs" className={box}>
      <h2 id="who-runs" className="text-lg font-semibold">
        Who runs this site
      </h2>
      <p className="mt-2">
        {siteConfig.name} is run by {operator.name}.
      </p>
      {operator.companyNumber ? <p>{operator.companyNumber}</p> : null}
      {operator.address ? <p>Postal address: {operator.address}</p> : null}
    </section>
  )
}

/** The data controller and how to reach it, for the privacy policy; nothing when none is configured. */
export function DataControllerDetails({ operator }: { operator: Operator }) {
  const { dataController, name } = operator
  if (!dataController) return null
  return (
    <section aria-labelledby="data-controller" className={box}>
      <h2 id="data-controller" className="text-lg font-semibold">
        Who is responsible for your data
      </h2>
      <p className="mt-2">
        The data controller for the personal data this site collects is {dataController}.
        {name && name !== dataController ? ` The site is run by ${name}.` : null}
      </p>
      {operator.companyNumber ? <p>{operator.companyNumber}</p> : null}
      {operator.address ? <p>Postal address: {operator.address}</p> : null}
      <p>
        For any question or request about your data,{' '}
        {operator.email ? (
          <>
            write to{' '}
            <a href={`mailto:${operator.email}`} className={link}>
              {operator.email}
            </a>
          </>
        ) : (
          <>
            use our{' '}
            <IntentLink href="/contact" className={link}>
              contact page
            </IntentLink>
          </>
        )}
        .
      </p>
    </section>
  )
}

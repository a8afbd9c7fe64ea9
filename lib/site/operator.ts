import 'server-only'

import { env } from '@/lib/env'
import { siteConfig } from '@/lib/site'

/** Who runs the site, as configured: each value is undefined where it is not. */
export type Operator = {
  name?: string
  address?: string
  phone?: string
  email?: string
  companyNumber?: string
  /** The data controller: the configured one, else the operator. */
  dataController?: string
}

export function getOperator(): Operator {
  return {
    name: env.OPERATOR_NAME,
    address: env.OPERATOR_ADDRESS,
    phone: env.OPERATOR_PHONE,
    email: env.OPERATOR_EMAIL,
    companyNumber: env.OPERATOR_COMPANY_NUMBER,
    dataController: env.OPERATOR_DATA_CONTROLLER ?? env.OPERATOR_NAME,
  }
}

/** schema.org Organization for the site, with the operator's details where they are configured. */
export function organizationJsonLd(operator: Operator) {
  const defined = (entries: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined))
  return {
    '@type': 'Organization',
    '@id': `${siteConfig.url}/#organization`,
    name: siteConfig.name,
    url: siteConfig.url,
    ...defined({
      legalName: operator.name,
      email: operator.email,
      telephone: operator.phone,
      address: operator.address,
    }),
  }
}

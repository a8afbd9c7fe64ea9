// The two publishers of the exchange rates the site converts with, as pages name them.
export const ECB_RATES = {
  name: 'ECB euro foreign exchange reference rates',
  url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
} as const

/** For the currencies the ECB does not publish: indicative rates, no licence stated. */
export const OTHER_RATES = {
  name: 'Exchange API (fawazahmed0) indicative rates',
  url: 'https://github.com/fawazahmed0/exchange-api',
} as const

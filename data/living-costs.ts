// Estimated yearly living costs for students: the funds a government asks a student to prove for
// a study visa, which is the nearest thing to an official living-cost figure. A country without a
// named official figure is left out, and its pages say "living cost not reported".
import type { DataSource, LivingCost } from './schema'

export const livingCostsSource: DataSource = {
  title: 'Living costs',
  description:
    "Estimated yearly living costs for international students, taken from the amount each government asks student-visa applicants to prove they have for living costs (tuition not included). Monthly figures are multiplied by 12 to give a year, although some visa rules ask for fewer months of funds. Compiled from the editors' knowledge of the official pages named on each figure and to be confirmed there; countries without such a figure (among them the United States, where each university publishes its own cost of attendance) are left out.",
  asOf: '2026-11-22',
  licence: 'Our own compilation of figures published by the governments named.',
}

export const livingCosts: LivingCost[] = [
  {
    countryCode: 'GB',
    cities: ['London'],
    amount: 17796,
    currency: 'GBP',
    period: 'year',
    year: '2025',
    basis:
      'UK Student visa maintenance funds for study in London: £1,483 a month (from 2 January 2025), times 12. The visa itself asks for up to 9 months of funds.',
    source: {
      title: 'GOV.UK: Student visa, money you need',
      url: 'https://www.gov.uk/student-visa/money',
    },
  },
  {
    countryCode: 'GB',
    exceptCities: ['London'],
    amount: 13632,
    currency: 'GBP',
    period: 'year',
    year: '2025',
    basis:
      'UK Student visa maintenance funds for study outside London: £1,136 a month (from 2 January 2025), times 12. The visa itself asks for up to 9 months of funds.',
    source: {
      title: 'GOV.UK: Student visa, money you need',
      url: 'https://www.gov.uk/student-visa/money',
    },
  },
  {
    countryCode: 'AU',
    amount: 29710,
    currency: 'AUD',
    period: 'year',
    year: '2024',
    basis:
      'Australian Student visa (subclass 500) living-cost requirement for the student, A$29,710 a year (from 10 May 2024).',
    source: {
      title: 'Department of Home Affairs: Student visa (subclass 500)',
      url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
    },
  },
  {
    countryCode: 'CA',
    exceptCities: ['Montreal'],
    amount: 22895,
    currency: 'CAD',
    period: 'year',
    year: '2025',
    basis:
      'IRCC study-permit proof of funds for a single student outside Quebec, C$22,895 a year (from 1 September 2025). Quebec sets its own amount, which is not in our data.',
    source: {
      title: 'IRCC: study permit, proof of financial support',
      url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html',
    },
  },
  {
    countryCode: 'DE',
    amount: 11904,
    currency: 'EUR',
    period: 'year',
    year: '2025',
    basis:
      'German student-visa proof of funds (usually a blocked account): €992 a month, times 12, the amount in force since the winter semester 2024/25.',
    source: {
      title: 'Federal Foreign Office (Auswärtiges Amt): visa for study, proof of funds',
      url: 'https://www.auswaertiges-amt.de/en/',
    },
  },
  {
    countryCode: 'FR',
    amount: 7380,
    currency: 'EUR',
    period: 'year',
    year: '2025',
    basis: 'French long-stay student visa minimum resources: €615 a month, times 12.',
    source: { title: 'France-Visas: student visa', url: 'https://france-visas.gouv.fr/' },
  },
  {
    countryCode: 'IE',
    amount: 10000,
    currency: 'EUR',
    period: 'year',
    year: '2025',
    basis:
      'Irish study-visa requirement for students from outside the EEA: access to €10,000 for each year of study.',
    source: {
      title: 'Irish Immigration Service Delivery: studying in Ireland',
      url: 'https://www.irishimmigration.ie/',
    },
  },
  {
    countryCode: 'NZ',
    amount: 20000,
    currency: 'NZD',
    period: 'year',
    year: '2025',
    basis:
      'New Zealand student-visa living funds for tertiary study: NZ$20,000 for a year of study.',
    source: {
      title: 'Immigration New Zealand: student visas',
      url: 'https://www.immigration.govt.nz/',
    },
  },
  {
    countryCode: 'FI',
    amount: 6720,
    currency: 'EUR',
    period: 'year',
    year: '2025',
    basis: 'Finnish student residence permit income requirement: €560 a month, €6,720 a year.',
    source: {
      title: 'Finnish Immigration Service (Migri): income requirement for students',
      url: 'https://migri.fi/en/income-requirement-for-students',
    },
  },
]

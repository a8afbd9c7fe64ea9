// Named groups of countries that scholarship rules refer to, each expanded to ISO 3166-1 alpha-2
// codes. Compiled by the editors from the bodies' own published membership lists; confirm a
// borderline country on the source page before relying on it.
import type { CountryGroup } from './schema'

// prettier-ignore
const EU = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]
const EEA_NON_EU = ['IS', 'LI', 'NO']

// prettier-ignore
const COMMONWEALTH = [
  // Africa
  'BW', 'CM', 'SZ', 'GA', 'GM', 'GH', 'KE', 'LS', 'MW', 'MU', 'MZ', 'NA', 'NG', 'RW',
  'SC', 'SL', 'ZA', 'TG', 'UG', 'TZ', 'ZM',
  // Asia
  'BD', 'BN', 'IN', 'MY', 'MV', 'PK', 'SG', 'LK',
  // Caribbean and Americas
  'AG', 'BS', 'BB', 'BZ', 'CA', 'DM', 'GD', 'GY', 'JM', 'LC', 'KN', 'VC', 'TT',
  // Europe
  'CY', 'MT', 'GB',
  // Pacific
  'AU', 'FJ', 'KI', 'NR', 'NZ', 'PG', 'WS', 'SB', 'TO', 'TV', 'VU',
]

// prettier-ignore
const DAC_LIST = [
  // Least developed countries
  'AF', 'AO', 'BD', 'BJ', 'BF', 'BI', 'KH', 'CF', 'TD', 'KM', 'CD', 'DJ', 'ER', 'ET',
  'GM', 'GN', 'GW', 'HT', 'KI', 'LA', 'LS', 'LR', 'MG', 'MW', 'ML', 'MR', 'MZ', 'MM',
  'NP', 'NE', 'RW', 'ST', 'SN', 'SL', 'SB', 'SO', 'SS', 'SD', 'TZ', 'TL', 'TG', 'TV',
  'UG', 'YE', 'ZM',
  // Other low-income countries
  'KP', 'SY',
  // Lower middle-income countries and territories
  'DZ', 'BT', 'BO', 'CV', 'CM', 'CG', 'CI', 'EG', 'SZ', 'GH', 'HN', 'IN', 'IR', 'KE',
  'KG', 'LB', 'FM', 'MN', 'MA', 'NI', 'NG', 'PK', 'PG', 'PH', 'WS', 'LK', 'TJ', 'TK',
  'TN', 'UA', 'UZ', 'VU', 'VN', 'PS', 'ZW',
  // Upper middle-income countries and territories
  'AL', 'AR', 'AM', 'AZ', 'BY', 'BZ', 'BA', 'BW', 'BR', 'CN', 'CO', 'CR', 'CU', 'DM',
  'DO', 'EC', 'SV', 'GQ', 'FJ', 'GA', 'GE', 'GD', 'GT', 'GY', 'ID', 'IQ', 'JM', 'JO',
  'KZ', 'XK', 'LY', 'MY', 'MV', 'MH', 'MU', 'MX', 'MD', 'ME', 'MS', 'NA', 'NR', 'NU',
  'MK', 'PW', 'PA', 'PY', 'PE', 'SH', 'LC', 'VC', 'RS', 'ZA', 'SR', 'TH', 'TO', 'TR',
  'TM', 'VE', 'WF',
]

// prettier-ignore
const AFRICA = [
  // Northern Africa
  'DZ', 'EG', 'LY', 'MA', 'SD', 'TN',
  // Eastern Africa
  'BI', 'KM', 'DJ', 'ER', 'ET', 'KE', 'MG', 'MW', 'MU', 'MZ', 'RW', 'SC', 'SO', 'SS',
  'UG', 'TZ', 'ZM', 'ZW',
  // Middle Africa
  'AO', 'CM', 'CF', 'TD', 'CG', 'CD', 'GQ', 'GA', 'ST',
  // Southern Africa
  'BW', 'SZ', 'LS', 'NA', 'ZA',
  // Western Africa
  'BJ', 'BF', 'CV', 'CI', 'GM', 'GH', 'GN', 'GW', 'LR', 'ML', 'MR', 'NE', 'NG', 'SN',
  'SL', 'TG',
]

const AS_OF = '2026-11-22'

export const countryGroups: CountryGroup[] = [
  {
    id: 'eu',
    name: 'European Union',
    codes: EU,
    note: 'The 27 member states of the European Union.',
    source: {
      title: 'European Union: EU countries',
      url: 'https://european-union.europa.eu/principles-countries-history/eu-countries_en',
    },
    asOf: AS_OF,
  },
  {
    id: 'eea',
    name: 'European Economic Area (EEA)',
    codes: [...EU, ...EEA_NON_EU],
    note: 'The EU member states plus Iceland, Liechtenstein and Norway.',
    source: { title: 'EFTA: the EEA Agreement', url: 'https://www.efta.int/eea' },
    asOf: AS_OF,
  },
  {
    id: 'eea-ch',
    name: 'EEA and Switzerland',
    codes: [...EU, ...EEA_NON_EU, 'CH'],
    note: 'The EEA countries plus Switzerland, for schemes that treat Swiss citizens like EEA citizens.',
    source: { title: 'EFTA: the EEA Agreement', url: 'https://www.efta.int/eea' },
    asOf: AS_OF,
  },
  {
    id: 'erasmus-programme-countries',
    name: 'Erasmus+ programme countries',
    codes: [...EU, ...EEA_NON_EU, 'MK', 'RS', 'TR'],
    note: 'EU member states and the third countries associated to the Erasmus+ programme 2021-2027 (Iceland, Liechtenstein, Norway, North Macedonia, Serbia and Türkiye).',
    source: {
      title: 'European Commission: Erasmus+ eligible countries',
      url: 'https://erasmus-plus.ec.europa.eu/programme-guide/part-a/eligible-countries',
    },
    asOf: AS_OF,
  },
  {
    id: 'commonwealth',
    name: 'Commonwealth member countries',
    codes: COMMONWEALTH,
    note: 'The 56 member countries of the Commonwealth, including Gabon and Togo, which joined in 2022.',
    source: {
      title: 'The Commonwealth: member countries',
      url: 'https://thecommonwealth.org/our-member-countries',
    },
    asOf: AS_OF,
  },
  {
    id: 'oecd-dac',
    name: 'Developing countries (OECD DAC list of ODA recipients)',
    codes: DAC_LIST,
    note: "The OECD Development Assistance Committee's list of countries and territories eligible for official development assistance, for reporting on 2024 and 2025 flows. Kosovo is given as XK, the code in common use (not formally assigned in ISO 3166-1).",
    source: {
      title: 'OECD: DAC List of ODA Recipients',
      url: 'https://www.oecd.org/en/topics/sub-issues/oda-eligibility-and-conditions/dac-list-of-oda-recipients.html',
    },
    asOf: AS_OF,
  },
  {
    id: 'commonwealth-dac',
    name: 'Low- and middle-income Commonwealth countries',
    // prettier-ignore
    codes: [
      'BW', 'CM', 'SZ', 'GA', 'GM', 'GH', 'KE', 'LS', 'MW', 'MU', 'MZ', 'NA', 'NG', 'RW',
      'SL', 'ZA', 'TG', 'UG', 'TZ', 'ZM', 'BD', 'IN', 'MY', 'MV', 'PK', 'LK', 'BZ', 'DM',
      'GD', 'GY', 'JM', 'LC', 'VC', 'FJ', 'KI', 'NR', 'PG', 'WS', 'SB', 'TO', 'TV', 'VU',
    ],
    note: 'Commonwealth members that are on the OECD DAC list. The Commonwealth Scholarship Commission publishes its own list of eligible countries each year, which can differ slightly.',
    source: {
      title: 'Commonwealth Scholarship Commission in the UK: scholarships',
      url: 'https://cscuk.fcdo.gov.uk/scholarships/',
    },
    asOf: AS_OF,
  },
  {
    id: 'africa',
    name: 'Africa',
    codes: AFRICA,
    note: 'The 54 independent states of the United Nations geoscheme (M49) region Africa; dependent territories are left out.',
    source: {
      title: 'UN Statistics Division: standard country or area codes (M49)',
      url: 'https://unstats.un.org/unsd/methodology/m49/',
    },
    asOf: AS_OF,
  },
  {
    id: 'latin-america-caribbean',
    name: 'Latin America and the Caribbean',
    // prettier-ignore
    codes: [
      'AG', 'AR', 'BS', 'BB', 'BZ', 'BO', 'BR', 'CL', 'CO', 'CR', 'CU', 'DM', 'DO', 'EC',
      'SV', 'GD', 'GT', 'GY', 'HT', 'HN', 'JM', 'MX', 'NI', 'PA', 'PY', 'PE', 'KN', 'LC',
      'VC', 'SR', 'TT', 'UY', 'VE',
    ],
    note: 'The 33 independent states of the United Nations geoscheme (M49) region Latin America and the Caribbean; dependent territories are left out.',
    source: {
      title: 'UN Statistics Division: standard country or area codes (M49)',
      url: 'https://unstats.un.org/unsd/methodology/m49/',
    },
    asOf: AS_OF,
  },
  {
    id: 'asean',
    name: 'ASEAN member states',
    codes: ['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'VN', 'TL'],
    note: 'The member states of the Association of Southeast Asian Nations, including Timor-Leste, admitted as the eleventh member in October 2025.',
    source: { title: 'ASEAN: member states', url: 'https://asean.org/member-states/' },
    asOf: AS_OF,
  },
  {
    id: 'pacific-island-countries',
    name: 'Pacific Island countries',
    codes: ['CK', 'FM', 'FJ', 'KI', 'MH', 'NR', 'NU', 'PW', 'PG', 'WS', 'SB', 'TO', 'TV', 'VU'],
    note: 'Members of the Pacific Islands Forum other than Australia, New Zealand and the French territories (French Polynesia, New Caledonia).',
    source: { title: 'Pacific Islands Forum', url: 'https://forumsec.org/' },
    asOf: AS_OF,
  },
]

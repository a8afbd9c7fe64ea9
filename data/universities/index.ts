import type { DataSource, University } from '../schema'
import { africaMiddleEast } from './africa-middle-east'
import { asia } from './asia'
import { europe } from './europe'
import { latinAmerica } from './latin-america'
import { northAmerica } from './north-america'
import { oceania } from './oceania'

export const universitiesSource: DataSource = {
  title: 'Universities',
  description:
    "World ranking: QS World University Rankings 2026 (published June 2025). National ranking: the position among institutions of the same country in that edition. Names and official websites checked against the Hipo university-domains list and, for the UK, the HESA/OfS Discover Uni provider list. Student numbers, international share, acceptance rates, tuition, club counts, faculty-student ratios, research ratings, employment rates and salaries are estimates compiled from the universities' own published figures and rounded; acceptance rates for universities that do not publish one are estimates. Tuition is per year for a typical undergraduate programme; USD figures are converted at approximate 2025 exchange rates.",
  asOf: '2026-11-01',
  licence:
    'Our own compilation. Reference lists: Hipo university-domains-list (MIT); contains HESA/OfS Discover Uni data.',
}

export const universities: University[] = [
  ...northAmerica,
  ...latinAmerica,
  ...europe,
  ...asia,
  ...oceania,
  ...africaMiddleEast,
]

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
    "World ranking: QS World University Rankings 2026 (published June 2025). National ranking: the position among institutions of the same country in that edition. Names and official websites checked against the Hipo university-domains list and, for the UK, the HESA/OfS Discover Uni provider list (Durham's current site, durham.ac.uk, is newer than both lists). Student numbers, international share, acceptance rates, club counts, faculty-student ratios, research ratings, employment rates and salaries are estimates compiled from the universities' own published figures and rounded; acceptance rates for universities that do not publish one are estimates. The tuition summary (per year for a typical undergraduate programme, its US dollar figures at approximate 2025 exchange rates) is our rounded compilation: the site shows it only as what domestic students pay, and uses its international figure only to name the most affordable university in a comparison, never as a price. Tuition per level (undergraduate and postgraduate taught) gives international students' fees per year in the currency the university charges, with the academic year and a source: for US universities the undergraduate figure is the IPEDS 2023-24 tuition and required fees of the US Department of Education (a private university charges every student the same; at a public university it is the out-of-state figure, which international students pay, except where they pay more, as at the University of Illinois and Purdue, whose international rate is left as not reported); elsewhere only fees that the university or its government publishes for the year stated, written down by our team from those official pages (confirm them there). An Australian university's level without such a figure shows the range its courses are registered at on the government's CRICOS register (fees registered 3 January 2023): the 10th to 90th percentile of the yearly tuition of its bachelor's or master's (coursework) degree courses. Every other level is left as not reported, with the reason.",
  asOf: '2026-11-22',
  licence:
    'Our own compilation. Reference lists: Hipo university-domains-list (MIT); contains HESA/OfS Discover Uni data; IPEDS (US Department of Education, public domain); CRICOS (Department of Education, CRICOS; CC BY).',
}

export const universities: University[] = [
  ...northAmerica,
  ...latinAmerica,
  ...europe,
  ...asia,
  ...oceania,
  ...africaMiddleEast,
]

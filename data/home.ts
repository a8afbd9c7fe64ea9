import type {
  AdmissionResult,
  CountryGuideCard,
  DataSource,
  FeaturedIn,
  ScholarshipCategory,
  ScholarshipStory,
} from './schema'

export const homeSource: DataSource = {
  title: 'Home page content',
  description:
    "The scholarship stories and the admission and scholarship results are illustrative examples written by us to show typical outcomes; they are not real people, and the names, quotes and amounts are invented, although each names a real scholarship and a real university. Every figure on the home page (scholarships listed, by type, universities and countries) is counted from the datasets of this site when the page is built; we do not show round marketing figures such as '5,000+ scholarships' or '50,000+ students helped', because our data does not back them. The names under 'Some of the universities in our guide' are institutions from our university dataset, not press coverage.",
  asOf: '2026-11-23',
  licence: 'Our own content.',
}

export const featuredIn: FeaturedIn[] = [
  { name: 'Harvard University', icon: 'graduation-cap' },
  { name: 'University of Oxford', icon: 'library' },
  { name: 'Stanford University', icon: 'landmark' },
  { name: 'University of Cambridge', icon: 'book-open' },
  { name: 'University of Toronto', icon: 'globe' },
  { name: 'University of Melbourne', icon: 'award' },
]

export const scholarshipCategories: ScholarshipCategory[] = [
  {
    title: 'University Scholarships',
    description:
      'Awards funded by universities themselves, from merit scholarships and tuition waivers to fully funded PhD places.',
    type: 'University',
    href: '/scholarships/university',
  },
  {
    title: 'Government Scholarships',
    description:
      'Programmes paid for by national governments, such as Chevening, Fulbright, DAAD and MEXT, often covering tuition, living costs and flights.',
    type: 'Government',
    href: '/scholarships/government',
  },
  {
    title: 'External & Private Scholarships',
    description:
      'Funding from foundations, companies and international organisations, including the Mastercard Foundation and the World Bank.',
    type: 'External',
    href: '/scholarships/external',
  },
]

export const scholarshipStories: ScholarshipStory[] = [
  {
    name: 'Amara O.',
    country: 'Nigeria',
    scholarship: 'Chevening Scholarship',
    university: 'University College London',
    field: 'Public Health',
    amount: 'Full tuition, monthly stipend and return flights',
    quote:
      'I applied twice. The second time I wrote about one clinic I wanted to change, and that made all the difference.',
  },
  {
    name: 'Rahul S.',
    country: 'India',
    scholarship: 'Gates Cambridge Scholarship',
    university: 'University of Cambridge',
    field: 'Physics (PhD)',
    amount: 'Full cost of study plus about £21,000 a year for living costs',
    quote:
      'I almost did not apply because I thought it was out of reach. Starting my research proposal early gave me the confidence.',
  },
  {
    name: 'Lucía M.',
    country: 'Colombia',
    scholarship: 'Fulbright Foreign Student Program',
    university: 'University of Michigan',
    field: 'Environmental Engineering',
    amount: 'Tuition, living stipend, airfare and health insurance',
    quote:
      'The Fulbright commission in Bogotá guided me through every step, from the English test to my visa.',
  },
  {
    name: 'Thanh N.',
    country: 'Vietnam',
    scholarship: 'Australia Awards Scholarship',
    university: 'University of Melbourne',
    field: 'Education',
    amount: 'Full tuition, living allowance and return airfare',
    quote:
      'I want to take what I learn back to teacher training in my province. The award lets me focus on that.',
  },
  {
    name: 'Kwame A.',
    country: 'Ghana',
    scholarship: 'Mastercard Foundation Scholars Program',
    university: 'University of Toronto',
    field: 'Economics',
    amount: 'Tuition, housing, books and living costs',
    quote:
      'Without this scholarship I could not have left Accra. Now I am studying the economics I want to use at home.',
  },
  {
    name: 'Wanjiru M.',
    country: 'Kenya',
    scholarship: 'Swedish Institute Scholarship for Global Professionals',
    university: 'Lund University',
    field: 'Environmental Science',
    amount: 'Full tuition, SEK 12,000 a month and a travel grant',
    quote:
      'My years working on water projects counted for a lot. Show what you have already done, not only what you plan.',
  },
]

export const admissionResults: AdmissionResult[] = [
  {
    name: 'Priya R.',
    country: 'India',
    university: 'ETH Zurich',
    program: 'MSc Computer Science',
    outcome: 'Admitted, MSc Computer Science',
    scholarship: 'ETH Excellence Scholarship & Opportunity Programme',
    amount: 'CHF 12,000 per semester plus a full tuition waiver',
  },
  {
    name: 'Daniel K.',
    country: 'Kenya',
    university: 'Stanford University',
    program: 'MBA',
    outcome: 'Admitted, MBA (Graduate School of Business)',
    scholarship: 'Knight-Hennessy Scholars',
    amount: 'Full tuition plus a living and travel stipend',
  },
  {
    name: 'Sofia P.',
    country: 'Brazil',
    university: 'University of Toronto',
    program: 'BSc Life Sciences',
    outcome: 'Admitted, BSc Life Sciences',
    scholarship: 'Lester B. Pearson International Scholarship',
    amount: 'Tuition, books, fees and residence for four years',
  },
]

export const countryGuides: CountryGuideCard[] = [
  {
    country: 'USA',
    title: 'Study in the USA',
    summary:
      "Home to many of the world's top-ranked universities, with flexible four-year degrees and generous need-based aid at the wealthiest colleges. Learn about the SAT, the F-1 visa and graduate assistantships.",
    code: 'US',
    href: '/guides/countries/usa',
  },
  {
    country: 'UK',
    title: 'Study in the UK',
    summary:
      "Shorter degrees (three-year bachelor's, one-year master's) at historic universities, plus the Graduate Route to work after you finish. Find out how UCAS and the student visa work.",
    code: 'UK',
    href: '/guides/countries/uk',
  },
  {
    country: 'Canada',
    title: 'Study in Canada',
    summary:
      'High-quality public universities with lower fees than the US and a clear path from study permit to post-graduation work permit. See how provinces and study permit caps affect your application.',
    code: 'CA',
    href: '/guides/countries/canada',
  },
  {
    country: 'Australia',
    title: 'Study in Australia',
    summary:
      'Research-intensive universities, a relaxed lifestyle and a post-study work visa for graduates. Understand the student visa, the Genuine Student requirement and research scholarships.',
    code: 'AU',
    href: '/guides/countries/australia',
  },
]

// What each study destination's student visa asks for and charges beside tuition: the living
// cost the visa requires, the visa fee, the health charge or mandatory insurance, and any other
// charge every international student pays. Compiled by the editors from the official pages named
// on each figure; a figure we cannot vouch for is null with the reason and the page to check.
import type { DataSource, DestinationCosts, SourceLink } from './schema'

export const destinationCostsSource: DataSource = {
  title: 'Study costs by destination',
  description:
    "What a student visa requires and charges in each country, beside tuition: the living cost the visa asks students to show (per month or year, by city where the rule differs), the visa application fee, the health charge or mandatory health insurance, and other charges every international student pays. Each figure names the official page it comes from and the day it took effect (or a day it was in force, where the first day is not known to us). Where a mandatory cost has no official figure (an insurance the student buys), a typical price may stand in: a dated price its publisher shows, marked as typical with whose product it is and what it covers. Compiled from the publishers' pages, to be confirmed there; where we could not vouch for a figure it is shown as not reported, with the page to check. The usual length of a degree per level and country is used only where a course does not state its own.",
  asOf: '2026-11-28',
  licence: 'Our own compilation of figures published by the governments named.',
}

const GOV_UK_MONEY: SourceLink = {
  title: 'GOV.UK: Student visa, money you need',
  url: 'https://www.gov.uk/student-visa/money',
}
const GOV_UK_STUDENT: SourceLink = {
  title: 'GOV.UK: Student visa',
  url: 'https://www.gov.uk/student-visa',
}
const GOV_UK_IHS: SourceLink = {
  title: 'GOV.UK: pay for UK healthcare as part of your immigration application',
  url: 'https://www.gov.uk/healthcare-immigration-application/how-much-pay',
}
const QAA: SourceLink = {
  title: 'QAA: The Frameworks for Higher Education Qualifications of UK Degree-Awarding Bodies',
  url: 'https://www.qaa.ac.uk/quality-code/qualifications-frameworks',
}
const US_VISA_FEES: SourceLink = {
  title: 'US Department of State: fees for visa services',
  url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html',
}
const STUDY_IN_THE_STATES: SourceLink = {
  title: 'Study in the States (US Department of Homeland Security)',
  url: 'https://studyinthestates.dhs.gov/',
}
// The US sets no living amount or health plan for F-1 students: each university states its own,
// so the US figures below are tied to the city of the one curated university that publishes them.
const CORNELL_EXPENSES: SourceLink = {
  title: 'Cornell University Office of Global Learning: tuition and living expenses',
  url: 'https://international.globallearning.cornell.edu/life-cornell/tuition-and-living-expenses',
}
const CALTECH_EXPENSES: SourceLink = {
  title: 'Caltech Catalog: undergraduate expenses (estimated cost of attendance 2024-25)',
  url: 'https://catalog.caltech.edu/current/information-for-undergraduate-students/undergraduate-expenses',
}
const DUKE_EXPENSES: SourceLink = {
  title: 'Duke University Undergraduate Bulletin: tuition and fees (estimated expenses 2024-2025)',
  url: 'https://undergraduate.bulletins.duke.edu/policies/financial/tuition',
}
const STANFORD_CARDINAL_CARE: SourceLink = {
  title: 'Stanford Vaden Health Services: Cardinal Care 2025-26',
  url: 'https://vaden.stanford.edu/about-vaden-health-services/cardinal-care-25-26',
}
const PRINCETON_BUDGET: SourceLink = {
  title: 'Princeton University Office of Undergraduate Financial Aid: the student budget',
  url: 'https://finaid.princeton.edu/how-aid-works/student-budget',
}
const UCLA_COST: SourceLink = {
  title: 'UCLA Financial Aid and Scholarships: cost of attendance',
  url: 'https://financialaid.ucla.edu/cost',
}
const UW_EXPENSES: SourceLink = {
  title: 'University of Washington International Student Services: estimated annual expenses',
  url: 'https://iss.washington.edu/resources/campus-resources/money-matters/annual-expenses/',
}
const CMU_COST: SourceLink = {
  title: 'Carnegie Mellon University Undergraduate Catalog: cost of attendance',
  url: 'https://coursecatalog.web.cmu.edu/aboutcmu/costofattendance',
}
const CMU_SHIP: SourceLink = {
  title: 'Carnegie Mellon University Health Services: student health insurance plans',
  url: 'https://www.cmu.edu/health-services/student-insurance/plans.html',
}
const STANFORD_RATES: SourceLink = {
  title: 'Stanford Report: Stanford sets 2025-26 tuition rates',
  url: 'https://news.stanford.edu/stories/2025/02/stanford-sets-2025-26-tuition-rates',
}
const BU_CAS_COST: SourceLink = {
  title: "Boston University College of Arts & Sciences: master's cost of attendance",
  url: 'https://www.bu.edu/cas/admissions/ma-ms/financial-aid/cost-of-attendance/',
}
// A university's own cost of attendance, keyed by the university rather than its city: MIT and
// Harvard share Cambridge, Columbia and NYU share New York City.
const MIT_FACTS: SourceLink = {
  title: 'MIT Facts: undergraduate tuition and aid, cost of attendance 2024-2025',
  url: 'https://web.mit.edu/facts/tuition.shtml',
}
const MIT_GRAD_COA: SourceLink = {
  title: 'MIT Student Financial Services: graduate cost of attendance 2023-2024',
  url: 'https://sfs.mit.edu/grad-cost-of-attendance/',
}
const YALE_TERM_BILL: SourceLink = {
  title: 'Yale News: Yale announces 2025-26 term bill (10 February 2025)',
  url: 'https://news.yale.edu/2025/02/10/yale-announces-2025-26-term-bill-reaffirms-financial-aid-commitments',
}
const YALE_DIVINITY_COA: SourceLink = {
  title: 'Yale Divinity School: tuition and fees, 2024-2025 cost of attendance',
  url: 'https://divinity.yale.edu/node/4431',
}
const JHU_COA: SourceLink = {
  title:
    'Johns Hopkins Student Financial Services: cost and tuition, undergraduate cost of attendance 2024-25',
  url: 'https://sfs.jhu.edu/cost-tuition',
}
const JHU_HEALTH: SourceLink = {
  title:
    'Johns Hopkins Student Financial Services: undergraduate cost and tuition (health insurance 2022-2023)',
  url: 'https://finaid.jhu.edu/undergraduate-aid/undergraduate-cost-tuition/',
}
const UCHICAGO_GRAD_COA: SourceLink = {
  title:
    'University of Chicago Graduate Financial Aid: cost of attendance, 2023-2024 living expenses and fees',
  url: 'https://financialaid.uchicago.edu/graduate/costs/cost-attendance',
}
const COLUMBIA_SIPA_BUDGET: SourceLink = {
  title: 'Columbia SIPA: standard cost of attendance budget items, 2024-25 academic year',
  url: 'https://apply.sipa.columbia.edu/register/budgetappeal',
}
const COLUMBIA_FEES: SourceLink = {
  title: 'Columbia Business School: university fees, 2024-2025 rates',
  url: 'https://business.columbia.edu/financial-aid/policies/university-fees',
}
/** Cities of curated US universities whose own living and health figures are held below. */
const US_PRICED = [
  'Ithaca',
  'Pasadena',
  'Durham',
  'Princeton',
  'Los Angeles',
  'Seattle',
  'Pittsburgh',
  'Stanford',
  'Boston',
]
const IRCC_FUNDS: SourceLink = {
  title: 'IRCC: study permit, proof of financial support',
  url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html',
}
const IRCC_FEES: SourceLink = {
  title: 'IRCC: fee list',
  url: 'https://ircc.canada.ca/english/information/fees/fees.asp',
}
const EDUCANADA: SourceLink = {
  title: 'EduCanada (Government of Canada): study in Canada',
  url: 'https://www.educanada.ca/',
}
const HOME_AFFAIRS_500: SourceLink = {
  title: 'Department of Home Affairs: Student visa (subclass 500)',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
}
const HOME_AFFAIRS_PRICING: SourceLink = {
  title: 'Department of Home Affairs: current visa pricing',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/fees-and-charges/current-visa-pricing',
}
const AQF: SourceLink = {
  title: 'Australian Qualifications Framework',
  url: 'https://www.aqf.edu.au/',
}
const INZ: SourceLink = {
  title: 'Immigration New Zealand: student visas',
  url: 'https://www.immigration.govt.nz/',
}
const INZ_FEE_PAYING: SourceLink = {
  title: 'Immigration New Zealand: Fee Paying Student Visa',
  url: 'https://www.immigration.govt.nz/visas/fee-paying-student-visa',
}
const NZQA: SourceLink = {
  title: 'NZQA: New Zealand Qualifications and Credentials Framework',
  url: 'https://www.nzqa.govt.nz/',
}
const ISD_STUDY: SourceLink = {
  title: 'Irish Immigration Service Delivery: coming to study in Ireland',
  url: 'https://www.irishimmigration.ie/coming-to-study-in-ireland/',
}
const ISD_REGISTER: SourceLink = {
  title: 'Irish Immigration Service Delivery: registering your immigration permission',
  url: 'https://www.irishimmigration.ie/registering-your-immigration-permission/',
}
const QQI: SourceLink = {
  title: 'QQI: Irish National Framework of Qualifications',
  url: 'https://www.qqi.ie/',
}
const MAKE_IT_IN_GERMANY: SourceLink = {
  title: 'Make it in Germany (Federal Government): visa for studying',
  url: 'https://www.make-it-in-germany.com/en/visa-residence/types/studying',
}
const AUSWAERTIGES_AMT: SourceLink = {
  title: 'Federal Foreign Office (Auswärtiges Amt): visa and entry',
  url: 'https://www.auswaertiges-amt.de/en/',
}
const DAAD: SourceLink = {
  title: 'DAAD: study in Germany',
  url: 'https://www.daad.de/en/',
}
const IND_AMOUNTS: SourceLink = {
  title: 'IND: required amounts for income requirements',
  url: 'https://ind.nl/en/required-amounts-income-requirements',
}
const IND_FEES: SourceLink = {
  title: 'IND: fees (costs of an application)',
  url: 'https://ind.nl/en/fees-costs-of-an-application',
}
const NUFFIC: SourceLink = {
  title: 'Study in NL (Nuffic)',
  url: 'https://www.studyinnl.org/',
}
const FRANCE_VISAS: SourceLink = {
  title: 'France-Visas: student visa',
  url: 'https://france-visas.gouv.fr/',
}
const CAMPUS_FRANCE: SourceLink = {
  title: 'Campus France',
  url: 'https://www.campusfrance.org/en/',
}
const CVEC: SourceLink = {
  title: 'CVEC (Contribution de vie étudiante et de campus)',
  url: 'https://cvec.etudiant.gouv.fr/',
}
const ICA_STP: SourceLink = {
  title: "Immigration & Checkpoints Authority: Student's Pass",
  url: 'https://www.ica.gov.sg/reside/STP',
}
const MOE_SG: SourceLink = {
  title: 'Ministry of Education Singapore: universities',
  url: 'https://www.moe.gov.sg/',
}
const MIGRI: SourceLink = {
  title: 'Finnish Immigration Service (Migri): income requirement for students',
  url: 'https://migri.fi/en/income-requirement-for-students',
}
const STUDYINFO: SourceLink = {
  title: 'Studyinfo.fi (Finnish National Agency for Education)',
  url: 'https://opintopolku.fi/konfo/en/',
}

const ISA_JAPAN: SourceLink = {
  title: 'Immigration Services Agency of Japan',
  url: 'https://www.moj.go.jp/isa/',
}
const MOFA_VISA: SourceLink = {
  title: 'Ministry of Foreign Affairs of Japan: visas',
  url: 'https://www.mofa.go.jp/j_info/visit/visa/index.html',
}
const STUDY_IN_JAPAN: SourceLink = {
  title: 'Study in Japan (JASSO)',
  url: 'https://www.studyinjapan.go.jp/en/',
}
const HIKOREA: SourceLink = {
  title: 'Hi Korea (Korea Immigration Service)',
  url: 'https://www.hikorea.go.kr/',
}
const KOREA_VISA_PORTAL: SourceLink = {
  title: 'Korea Visa Portal (Ministry of Justice)',
  url: 'https://www.visa.go.kr/',
}
const STUDY_IN_KOREA: SourceLink = {
  title: 'Study in Korea (NIIED, Ministry of Education)',
  url: 'https://www.studyinkorea.go.kr/',
}
const CAMPUS_CHINA: SourceLink = {
  title: 'Campus China (China Scholarship Council)',
  url: 'https://www.campuschina.org/',
}
const VISA_FOR_CHINA: SourceLink = {
  title: 'Chinese Visa Application Service Center',
  url: 'https://www.visaforchina.cn/',
}
const IMMD_STUDY: SourceLink = {
  title: 'Immigration Department (Hong Kong): entry for study',
  url: 'https://www.immd.gov.hk/eng/services/visas/study.html',
}
const UGC_HK: SourceLink = {
  title: 'University Grants Committee (Hong Kong)',
  url: 'https://www.ugc.edu.hk/',
}
const MIGRATIONSVERKET: SourceLink = {
  title: 'Swedish Migration Agency: residence permit for higher education',
  url: 'https://www.migrationsverket.se/en/you-want-to-apply/study/higher-education.html',
}
const STUDY_IN_SWEDEN: SourceLink = {
  title: 'Study in Sweden (Swedish Institute)',
  url: 'https://studyinsweden.se/',
}
const SEM: SourceLink = {
  title: 'State Secretariat for Migration (SEM)',
  url: 'https://www.sem.admin.ch/',
}
const SWISSUNIVERSITIES: SourceLink = {
  title: 'swissuniversities: the Swiss higher education system',
  url: 'https://www.swissuniversities.ch/',
}
const STUDIARE_IN_ITALIA: SourceLink = {
  title: 'Ministry of University and Research (Italy): procedures for international students',
  url: 'https://www.studiare-in-italia.it/studentistranieri/',
}
const STUDY_IN_ITALY: SourceLink = {
  title: 'Study in Italy (Ministry of Foreign Affairs)',
  url: 'https://studyinitaly.esteri.it/',
}
const SPAIN_IMMIGRATION: SourceLink = {
  title: 'Portal de Inmigración (Government of Spain): stay for studies',
  url: 'https://extranjeros.inclusion.gob.es/',
}
const SPAIN_EXTERIORES: SourceLink = {
  title: 'Ministry of Foreign Affairs (Spain): visas',
  url: 'https://www.exteriores.gob.es/',
}
const SPAIN_UNIVERSITIES: SourceLink = {
  title: 'Ministry of Science, Innovation and Universities (Spain)',
  url: 'https://www.universidades.gob.es/',
}

const LIVING = 'Living cost the student visa requires'
// The UK visa asks to see at most 9 months of funds while a year of living is 12: the label says both.
const UK_LIVING = 'Living cost (the visa asks to see at most 9 months of it)'
const VISA_FEE = 'Student visa application fee'

export const destinationCosts: DestinationCosts[] = [
  {
    countryCode: 'GB',
    visa: 'UK Student visa',
    charges: [
      {
        kind: 'living',
        name: UK_LIVING,
        cities: ['London'],
        value: {
          amount: 1529,
          currency: 'GBP',
          per: 'month',
          date: '2025-11-11',
          dateIs: 'effective',
          basis:
            'The visa asks to see this for each month of the course, for at most 9 months (GBP 13,761), when studying in London; a student lives there all year, so the site counts 12 months.',
          source: GOV_UK_MONEY,
        },
      },
      {
        kind: 'living',
        name: UK_LIVING,
        exceptCities: ['London'],
        value: {
          amount: 1171,
          currency: 'GBP',
          per: 'month',
          date: '2025-11-11',
          dateIs: 'effective',
          basis:
            'The visa asks to see this for each month of the course, for at most 9 months (GBP 10,539), when studying outside London; a student lives there all year, so the site counts 12 months.',
          source: GOV_UK_MONEY,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: 524,
          currency: 'GBP',
          per: 'once',
          date: '2025-04-09',
          dateIs: 'effective',
          basis: 'Fee to apply for a Student visa from outside the UK.',
          source: GOV_UK_STUDENT,
        },
      },
      {
        kind: 'health',
        name: 'Immigration Health Surcharge',
        value: {
          amount: 776,
          currency: 'GBP',
          per: 'year',
          date: '2024-02-06',
          dateIs: 'effective',
          basis:
            'Student rate, paid with the visa application for the whole length of the visa (which runs a few months past the course).',
          source: GOV_UK_IHS,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        exceptCities: ['Edinburgh', 'Glasgow', 'St Andrews'],
        exceptRegions: ['Scotland'],
        years: 3,
        basis:
          "A bachelor's degree with honours usually takes 3 years full time in England, Wales and Northern Ireland.",
        source: QAA,
      },
      {
        level: 'undergraduate',
        cities: ['Edinburgh', 'Glasgow', 'St Andrews'],
        regions: ['Scotland'],
        years: 4,
        basis: "A bachelor's degree with honours usually takes 4 years full time in Scotland.",
        source: QAA,
      },
      {
        level: 'postgraduate',
        years: 1,
        basis: "A taught master's degree usually takes 1 year full time.",
        source: QAA,
      },
    ],
  },
  {
    countryCode: 'US',
    visa: 'US F-1 student visa',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        cities: ['Ithaca'],
        value: {
          amount: 2194,
          currency: 'USD',
          per: 'month',
          date: '2023-09-01',
          dateIs: 'in-force',
          basis:
            "Cornell's own estimate of an international undergraduate's living costs for the 2023-24 academic year (housing, food and personal expenses, USD 2,194 a month), the amount it asks a student to show for the I-20; the page gives 9 months for an academic year, the site counts 12.",
          source: CORNELL_EXPENSES,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        cities: ['Pasadena'],
        value: {
          amount: 23496,
          currency: 'USD',
          per: 'year',
          date: '2024-10-01',
          dateIs: 'in-force',
          basis:
            "Caltech's estimated cost of attendance for an undergraduate living on campus in 2024-25, the nine-month academic year: housing USD 11,697, food USD 8,586 and personal expenses USD 3,213. Each US university sets the living costs its I-20 asks a student to show.",
          source: CALTECH_EXPENSES,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        cities: ['Durham'],
        value: {
          amount: 22360,
          currency: 'USD',
          per: 'year',
          date: '2024-09-01',
          dateIs: 'in-force',
          basis:
            "Duke's estimated undergraduate expenses for 2024-2025, two semesters: a double room with air conditioning USD 10,254, the first-year dining plan (Plan I) USD 8,832 and personal expenses USD 3,274. Each US university sets the living costs its I-20 asks a student to show.",
          source: DUKE_EXPENSES,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        cities: ['Princeton'],
        value: {
          amount: 24300,
          currency: 'USD',
          per: 'year',
          date: '2024-09-01',
          dateIs: 'in-force',
          basis:
            "Princeton's standard student budget for a first-year or sophomore undergraduate in 2024-25: housing USD 11,910, food USD 8,340, and books and personal expenses USD 4,050 (the activities fee and class dues included). Each US university sets the living costs its I-20 asks a student to show.",
          source: PRINCETON_BUDGET,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        cities: ['Los Angeles'],
        value: {
          amount: 20595,
          currency: 'USD',
          per: 'year',
          date: '2024-09-01',
          dateIs: 'in-force',
          basis:
            "UCLA's cost of attendance for a new undergraduate living on campus in 2024-25, the nine-month academic year: food and housing USD 18,369 and personal expenses USD 2,226. Each US university sets the living costs its I-20 asks a student to show.",
          source: UCLA_COST,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        cities: ['Seattle'],
        value: {
          amount: 21909,
          currency: 'USD',
          per: 'year',
          date: '2023-09-01',
          dateIs: 'in-force',
          basis:
            "The University of Washington's estimated living expenses for an international undergraduate in 2023-24, three quarters (an academic year) at USD 7,303 a quarter, as its International Student Services publish them for the I-20 (USD 29,212 for four quarters).",
          source: UW_EXPENSES,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        cities: ['Pittsburgh'],
        value: {
          amount: 20194,
          currency: 'USD',
          per: 'year',
          date: '2025-09-01',
          dateIs: 'in-force',
          basis:
            "Carnegie Mellon's 2025-2026 cost of attendance for a first-year undergraduate living on campus: housing USD 11,250, food USD 7,644 and personal expenses USD 1,300. Each US university sets the living costs its I-20 asks a student to show.",
          source: CMU_COST,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        cities: ['Stanford'],
        value: {
          amount: 22167,
          currency: 'USD',
          per: 'year',
          date: '2025-09-01',
          dateIs: 'in-force',
          basis:
            "Stanford's standard undergraduate room and board charges for 2025-26, as its Board of Trustees set them. Room and board only: personal expenses, which Stanford's student budget adds, are not in this figure. Each US university sets the living costs its I-20 asks a student to show.",
          source: STANFORD_RATES,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        cities: ['Boston'],
        value: {
          amount: 18742,
          currency: 'USD',
          per: 'year',
          date: '2024-09-01',
          dateIs: 'in-force',
          basis:
            "Boston University's standard living expenses for 2024-2025, the nine-month academic year (September to May): housing and food USD 15,450 and personal expenses USD 3,292, as its College of Arts & Sciences publishes them for master's students. Each US university sets the living costs its I-20 asks a student to show.",
          source: BU_CAS_COST,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        universities: ['massachusetts-institute-of-technology'],
        value: {
          amount: 22654,
          currency: 'USD',
          per: 'year',
          date: '2024-09-01',
          dateIs: 'in-force',
          basis:
            "MIT's own cost of attendance for an undergraduate in 2024-2025: housing USD 13,060 (the most expensive double room, which its aid is based on), food USD 7,220 and personal expenses USD 2,374. Each US university sets the living costs its I-20 asks a student to show.",
          source: MIT_FACTS,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        universities: ['yale-university'],
        value: {
          amount: 20650,
          currency: 'USD',
          per: 'year',
          date: '2025-09-01',
          dateIs: 'in-force',
          basis:
            "Yale College's housing and meals for a student living on campus in 2025-2026, part of the term bill Yale announced on 10 February 2025. Housing and meals only: books and personal expenses, which Yale's cost of attendance adds, are not in this figure. Each US university sets the living costs its I-20 asks a student to show.",
          source: YALE_TERM_BILL,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        universities: ['johns-hopkins-university'],
        value: {
          amount: 21664,
          currency: 'USD',
          per: 'year',
          date: '2024-09-01',
          dateIs: 'in-force',
          basis:
            "Johns Hopkins' undergraduate cost of attendance for a first-year student living on campus in 2024-25: housing USD 11,968, food USD 8,182 and miscellaneous personal expenses USD 1,514. Each US university sets the living costs its I-20 asks a student to show.",
          source: JHU_COA,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        universities: ['university-of-chicago'],
        value: {
          amount: 20280,
          currency: 'USD',
          per: 'year',
          date: '2023-09-01',
          dateIs: 'in-force',
          basis:
            "The University of Chicago's room and board estimate for three quarters (an academic year) in 2023-2024, as its Graduate Financial Aid office publishes it. The College's own undergraduate allowance was not on the pages we hold: check first.",
          source: UCHICAGO_GRAD_COA,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        universities: ['columbia-university'],
        value: {
          amount: 3218,
          currency: 'USD',
          per: 'month',
          date: '2024-09-01',
          dateIs: 'in-force',
          basis:
            "Columbia's standard budget for 2024-25 as its School of International and Public Affairs publishes it: rent USD 1,721, food USD 1,144 and personal expenses USD 353 a month. A graduate school's budget, used here for every level: check Columbia College's own cost of attendance first.",
          source: COLUMBIA_SIPA_BUDGET,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        exceptCities: US_PRICED,
        value: {
          amount: null,
          reason:
            "No government figure: each university states the living costs a student must show on the Form I-20 it issues; see the university's cost of attendance.",
          source: STUDY_IN_THE_STATES,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: 185,
          currency: 'USD',
          per: 'once',
          date: '2023-06-17',
          dateIs: 'effective',
          basis: 'Visa application (MRV) fee for a student visa (F, M or J).',
          source: US_VISA_FEES,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        cities: ['Ithaca'],
        value: {
          amount: 3612,
          currency: 'USD',
          per: 'year',
          date: '2023-09-01',
          dateIs: 'in-force',
          typical: true,
          basis:
            "Typical price: Cornell's Student Health Plan, a year of single cover for an undergraduate in 2023-24 (USD 3,912 for a graduate student). Cornell requires international students to buy its plan.",
          source: CORNELL_EXPENSES,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        cities: ['Pasadena'],
        value: {
          amount: 4998,
          currency: 'USD',
          per: 'year',
          date: '2024-09-01',
          dateIs: 'effective',
          typical: true,
          basis:
            'Typical price: the Caltech Student Health Insurance Plan for an undergraduate in 2024-25, three insurance terms of USD 1,666 from 1 September (dental cover, USD 135, apart). Caltech accepts a comparable plan instead.',
          source: CALTECH_EXPENSES,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        cities: ['Durham'],
        value: {
          amount: 6923.28,
          currency: 'USD',
          per: 'year',
          date: '2024-09-01',
          dateIs: 'in-force',
          typical: true,
          basis:
            "Typical price: Duke's student health insurance for 2024-2025, billed once in the fall term for the year, as its undergraduate bulletin lists it. A comparable plan may be accepted instead.",
          source: DUKE_EXPENSES,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        cities: ['Stanford'],
        value: {
          amount: 8232,
          currency: 'USD',
          per: 'year',
          date: '2025-09-01',
          dateIs: 'effective',
          typical: true,
          basis:
            "Typical price: Cardinal Care, Stanford's student health insurance, the annual premium for the 2025-26 plan year (1 September to 31 August). Stanford enrols every student unless a comparable plan is shown.",
          source: STANFORD_CARDINAL_CARE,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        cities: ['Princeton'],
        value: {
          amount: 3510,
          currency: 'USD',
          per: 'year',
          date: '2024-09-01',
          dateIs: 'in-force',
          typical: true,
          basis:
            "Typical price: Princeton's Student Health Plan for an undergraduate in 2024-25, which a student without comparable family cover must buy.",
          source: PRINCETON_BUDGET,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        cities: ['Los Angeles'],
        value: {
          amount: 3774,
          currency: 'USD',
          per: 'year',
          date: '2024-09-01',
          dateIs: 'in-force',
          typical: true,
          basis:
            "Typical price: UC SHIP, the health insurance in UCLA's 2024-25 undergraduate cost of attendance, for the academic year; it can be waived with comparable insurance.",
          source: UCLA_COST,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        cities: ['Seattle'],
        value: {
          amount: 1872,
          currency: 'USD',
          per: 'year',
          date: '2023-09-01',
          dateIs: 'in-force',
          typical: true,
          basis:
            "Typical price: ISHIP, the University of Washington's International Student Health Insurance Plan, four quarters at USD 468 a quarter in 2023-24, as its International Student Services publish it.",
          source: UW_EXPENSES,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        cities: ['Pittsburgh'],
        value: {
          amount: 2577,
          currency: 'USD',
          per: 'year',
          date: '2023-08-01',
          dateIs: 'effective',
          typical: true,
          basis:
            "Typical price: Carnegie Mellon's Student Health Insurance Plan (Highmark), student only, for the year from 1 August 2023 to 31 July 2024 (dental and vision optional, apart). A comparable plan may be accepted instead.",
          source: CMU_SHIP,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        cities: ['Boston'],
        value: {
          amount: 3401,
          currency: 'USD',
          per: 'year',
          date: '2024-09-01',
          dateIs: 'in-force',
          typical: true,
          basis:
            'Typical price: the Boston University Student Health Insurance Plan, Basic plan, for 2024-2025 (USD 4,567 for the Plus plan). Massachusetts law requires cover, and BU enrols every international student unless a comparable plan is shown.',
          source: BU_CAS_COST,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        universities: ['massachusetts-institute-of-technology'],
        value: {
          amount: 3237,
          currency: 'USD',
          per: 'year',
          date: '2023-09-01',
          dateIs: 'in-force',
          typical: true,
          basis:
            "Typical price: the MIT Student Health Insurance Plan for 2023-2024, as MIT's graduate cost of attendance lists it. Massachusetts law requires cover; MIT enrols every full-time student unless a comparable plan is shown. A graduate page and an earlier year: check the current undergraduate rate first.",
          source: MIT_GRAD_COA,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        universities: ['yale-university'],
        value: {
          amount: 3112,
          currency: 'USD',
          per: 'year',
          date: '2024-09-01',
          dateIs: 'in-force',
          typical: true,
          basis:
            'Typical price: Yale Health Hospitalization/Specialty Care coverage for a single student in 2024-2025, as the Yale Divinity School cost of attendance lists it. Yale enrols every student at least half time and waives it only for comparable cover.',
          source: YALE_DIVINITY_COA,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        universities: ['johns-hopkins-university'],
        value: {
          amount: 2482,
          currency: 'USD',
          per: 'year',
          date: '2022-09-01',
          dateIs: 'in-force',
          basis:
            'JHU Health Insurance, the university student plan, for 2022-2023. International students on an F-1 or J-1 visa may not waive it. An earlier year than the living figure: check the current rate first.',
          source: JHU_HEALTH,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        universities: ['university-of-chicago'],
        value: {
          amount: 4566,
          currency: 'USD',
          per: 'year',
          date: '2023-09-01',
          dateIs: 'in-force',
          typical: true,
          basis:
            "Typical price: the University Student Health Insurance Plan (U-SHIP) for 2023-2024, as the University of Chicago's graduate cost of attendance estimates it. Every student must have cover and is enrolled in U-SHIP unless a comparable plan is shown: check the current rate first.",
          source: UCHICAGO_GRAD_COA,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        universities: ['columbia-university'],
        value: {
          amount: 4955,
          currency: 'USD',
          per: 'year',
          date: '2024-08-15',
          dateIs: 'effective',
          basis:
            'The Columbia Student Medical Insurance Plan for 2024-2025 (fall USD 1,888 from 15 August, spring USD 3,067), as Columbia Business School lists the university rate. International students must enrol in it and may not waive it.',
          source: COLUMBIA_FEES,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        exceptCities: US_PRICED,
        value: {
          amount: null,
          reason:
            'No national requirement for F-1 students; most universities require their own or an equivalent plan, priced by the university.',
          source: STUDY_IN_THE_STATES,
        },
      },
      {
        kind: 'other',
        name: 'SEVIS I-901 fee',
        value: {
          amount: 350,
          currency: 'USD',
          per: 'once',
          date: '2019-06-24',
          dateIs: 'effective',
          basis:
            'Fee every F-1 student pays to the Student and Exchange Visitor Program before the visa interview.',
          source: {
            title: 'US Immigration and Customs Enforcement: I-901 SEVIS fee',
            url: 'https://www.ice.gov/sevis/i901',
          },
        },
      },
      {
        kind: 'other',
        name: 'Visa Integrity Fee',
        value: {
          amount: 250,
          currency: 'USD',
          per: 'once',
          date: '2025-07-04',
          dateIs: 'effective',
          basis:
            'Set by the law of 4 July 2025 (the "One Big Beautiful Bill Act") on every nonimmigrant visa issued, F-1 included, at least USD 250 and raised with inflation from fiscal year 2026; reimbursable only to those who keep to the visa\'s terms. When this was compiled the State Department\'s fee page did not yet say it was being collected: check there before applying.',
          source: {
            title: 'Congress.gov: H.R.1 (119th Congress), One Big Beautiful Bill Act',
            url: 'https://www.congress.gov/bill/119th-congress/house-bill/1',
          },
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 4,
        basis: "A bachelor's degree usually takes 4 years full time.",
        source: STUDY_IN_THE_STATES,
      },
      {
        level: 'postgraduate',
        years: 2,
        basis: "A master's degree usually takes 2 years full time.",
        source: STUDY_IN_THE_STATES,
      },
    ],
  },
  {
    countryCode: 'CA',
    visa: 'Canadian study permit',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        exceptCities: ['Montreal'],
        value: {
          amount: 22895,
          currency: 'CAD',
          per: 'year',
          date: '2025-09-01',
          dateIs: 'effective',
          basis:
            'Funds a single student must show for a year of living costs, outside Quebec, on top of the first year of tuition and travel.',
          source: IRCC_FUNDS,
        },
      },
      {
        kind: 'living',
        name: LIVING,
        cities: ['Montreal'],
        value: {
          amount: null,
          reason:
            'Quebec sets its own amount for students coming to Quebec, which is not in our data.',
          source: IRCC_FUNDS,
        },
      },
      {
        kind: 'visa',
        name: 'Study permit fee',
        value: {
          amount: 150,
          currency: 'CAD',
          per: 'once',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis: 'Fee for a study permit (including an extension).',
          source: IRCC_FEES,
        },
      },
      {
        kind: 'health',
        name: 'BC International Student Health Fee',
        cities: ['Vancouver'],
        value: {
          amount: 75,
          currency: 'CAD',
          per: 'month',
          date: '2020-01-01',
          dateIs: 'effective',
          basis:
            "British Columbia's monthly fee for international students on a study permit of six months or more, who must enrol in the province's Medical Services Plan.",
          source: {
            title: 'Government of British Columbia: health fee for international students',
            url: 'https://www2.gov.bc.ca/gov/content/health/accessing-health-care/health-fee-international-students',
          },
        },
      },
      {
        kind: 'health',
        name: 'Alberta Health Care Insurance Plan',
        cities: ['Edmonton'],
        value: {
          amount: 0,
          currency: 'CAD',
          per: 'year',
          date: '2009-01-01',
          dateIs: 'effective',
          basis:
            'No premium: students with a study permit of at least 12 months who live in Alberta join the provincial plan free (Alberta ended health premiums on 1 January 2009); prescriptions and dental care need a student-association or private plan.',
          source: {
            title: 'University of Alberta: health insurance for international students',
            url: 'https://www.ualberta.ca/en/international/international-student-services/life-in-canada/health-wellness/health-insurance.html',
          },
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        exceptCities: ['Vancouver', 'Edmonton'],
        value: {
          amount: null,
          reason:
            "Ontario's universities charge their own University Health Insurance Plan (UHIP) and Quebec's their own plan, priced each year; our data holds no dated price.",
          source: { title: 'UHIP: University Health Insurance Plan', url: 'https://uhip.ca/' },
        },
      },
      {
        kind: 'other',
        name: 'Biometrics fee',
        value: {
          amount: 85,
          currency: 'CAD',
          per: 'once',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis: 'Fingerprints and photo, given once with the study-permit application.',
          source: IRCC_FEES,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 4,
        basis: "A bachelor's (honours) degree usually takes 4 years full time.",
        source: EDUCANADA,
      },
      {
        level: 'postgraduate',
        years: 2,
        basis: "A master's degree usually takes 1 to 2 years full time; 2 is used.",
        source: EDUCANADA,
      },
    ],
  },
  {
    countryCode: 'AU',
    visa: 'Australian Student visa (subclass 500)',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: 29710,
          currency: 'AUD',
          per: 'year',
          date: '2024-05-10',
          dateIs: 'effective',
          basis: 'Living costs the student must be able to meet for a year (financial capacity).',
          source: HOME_AFFAIRS_500,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: 2000,
          currency: 'AUD',
          per: 'once',
          date: '2025-07-01',
          dateIs: 'effective',
          basis: 'Base application charge for the main applicant.',
          source: HOME_AFFAIRS_PRICING,
        },
      },
      {
        kind: 'health',
        name: 'Overseas Student Health Cover (OSHC)',
        value: {
          amount: 738,
          currency: 'AUD',
          per: 'year',
          date: '2023-04-15',
          dateIs: 'effective',
          typical: true,
          basis:
            "Typical price: Allianz Care Australia's Essentials OSHC, single cover for 12 months, from its price list as of 15 April 2023, published by Chisholm Institute, whose students it covers. OSHC is required for the whole visa; each approved insurer sets its own price, and later years cost more.",
          source: {
            title:
              'Chisholm Institute: health insurance (Allianz Care Australia Essentials OSHC price list)',
            url: 'https://www.chisholm.edu.au/students/international/international-student-support/health-insurance',
          },
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 3,
        basis: "A bachelor's degree usually takes 3 years full time.",
        source: AQF,
      },
      {
        level: 'postgraduate',
        years: 2,
        basis: "A master's degree (coursework) usually takes 1 to 2 years full time; 2 is used.",
        source: AQF,
      },
    ],
  },
  {
    countryCode: 'NZ',
    visa: 'New Zealand Fee Paying Student Visa',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: 20000,
          currency: 'NZD',
          per: 'year',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis: 'Funds for living costs for each year of tertiary study.',
          source: INZ,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: 750,
          currency: 'NZD',
          per: 'once',
          date: '2024-10-01',
          dateIs: 'effective',
          basis:
            "Application fee for a Fee Paying Student Visa from 1 October 2024 (Pacific nationals pay less). Immigration New Zealand's visa page gives the cost as from NZD 850 with the levies it collects; its fee finder gives the exact sum.",
          source: INZ_FEE_PAYING,
        },
      },
      {
        kind: 'health',
        name: 'Medical and travel insurance',
        value: {
          amount: 810,
          currency: 'NZD',
          per: 'year',
          date: '2024-01-01',
          dateIs: 'in-force',
          typical: true,
          basis:
            "Typical price: Allianz Partners' Studentsafe Inbound University policy, which New Zealand's universities endorse, for one student for a year, at its 2024 premium as Victoria University of Wellington publishes it. Insurance is required for the whole stay; the university charges it with the fees.",
          source: {
            title: 'Victoria University of Wellington: Studentsafe University insurance',
            url: 'https://www.wgtn.ac.nz/international/get-ready-to-study/insurance/studentsafe',
          },
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 3,
        basis: "A bachelor's degree usually takes 3 years full time.",
        source: NZQA,
      },
      {
        level: 'postgraduate',
        years: 1.5,
        basis:
          "A master's degree usually takes 1 to 2 years full time (180 to 240 credits); 1.5 is used.",
        source: NZQA,
      },
    ],
  },
  {
    countryCode: 'IE',
    visa: 'Irish study visa (Stamp 2)',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: 10000,
          currency: 'EUR',
          per: 'year',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis: 'Access to funds for each year of study, for students from outside the EEA.',
          source: ISD_STUDY,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: 60,
          currency: 'EUR',
          per: 'once',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis:
            'Single-entry long-stay (D) study visa, for nationals who need a visa to enter Ireland.',
          source: ISD_STUDY,
        },
      },
      {
        kind: 'health',
        name: 'Private medical insurance',
        value: {
          amount: null,
          reason: 'Required of students from outside the EEA; its price is set by each insurer.',
          source: ISD_STUDY,
        },
      },
      {
        kind: 'other',
        name: 'Irish Residence Permit registration',
        value: {
          amount: 300,
          currency: 'EUR',
          per: 'year',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis: 'Fee to register or renew the residence permission, once a year.',
          source: ISD_REGISTER,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 4,
        basis: "An honours bachelor's degree usually takes 3 to 4 years full time; 4 is used.",
        source: QQI,
      },
      {
        level: 'postgraduate',
        years: 1,
        basis: "A taught master's degree usually takes 1 year full time.",
        source: QQI,
      },
    ],
  },
  {
    countryCode: 'DE',
    visa: 'German national visa for study',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: 992,
          currency: 'EUR',
          per: 'month',
          date: '2024-09-01',
          dateIs: 'effective',
          basis:
            'Proof of funds for each month, usually as a blocked account holding a year in advance.',
          source: MAKE_IT_IN_GERMANY,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: 75,
          currency: 'EUR',
          per: 'once',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis: 'Fee for a national (D) visa.',
          source: AUSWAERTIGES_AMT,
        },
      },
      {
        kind: 'health',
        name: 'Statutory student health insurance',
        value: {
          amount: 144.24,
          currency: 'EUR',
          per: 'month',
          date: '2025-01-01',
          dateIs: 'effective',
          typical: true,
          basis:
            "Typical price: Techniker Krankenkasse's student rate for 2025, health insurance (the statutory student contribution plus TK's additional contribution) with long-term care insurance, for a student aged 23 or over without children (EUR 139.11 under 23). Other statutory insurers differ only in their additional contribution; the student rate applies up to the age of 30.",
          source: {
            title: 'Techniker Krankenkasse: contributions for students',
            url: 'https://www.tk.de/techniker/service/leistungen-und-mitgliedschaft/versicherung/versichert-als-studierende/haeufige-fragen-fuer-studierende/beitragshoehe-beitrag-student-kvds-2007468',
          },
        },
      },
      {
        kind: 'other',
        name: 'Semester contribution',
        cities: ['Munich'],
        value: {
          amount: 170,
          currency: 'EUR',
          per: 'year',
          date: '2025-04-01',
          dateIs: 'in-force',
          basis:
            "The Munich Student Union's basic contribution, EUR 85 a semester (two a year), which TUM and LMU collect from every student; TUM's fee page gives it as the current amount and names no other compulsory part.",
          source: {
            title: 'TUM: semester fees at the Munich, Garching and Weihenstephan campuses',
            url: 'https://www.tum.de/en/studies/fees-and-financial-aid/campus-munich-garching-wzw-and-tum-asia',
          },
        },
      },
      {
        kind: 'other',
        name: 'Semester contribution',
        cities: ['Heidelberg'],
        value: {
          amount: 343.5,
          currency: 'EUR',
          per: 'year',
          date: '2025-04-01',
          dateIs: 'in-force',
          basis:
            "Heidelberg University's semester contribution, EUR 171.75 a semester (two a year): EUR 70 administration fee, EUR 54 Studierendenwerk, EUR 10 student body, EUR 35.30 towards the semester ticket, EUR 2.45 bike share. Baden-Württemberg raised the administration fee to EUR 80 from winter semester 2025-26.",
          source: {
            title: 'Heidelberg University: contributions and fees',
            url: 'https://www.uni-heidelberg.de/de/studium/studienorganisation/beitraege-und-gebuehren/studienbeitraege',
          },
        },
      },
      {
        kind: 'other',
        name: 'Semester contribution',
        exceptCities: ['Munich', 'Heidelberg'],
        value: {
          amount: null,
          reason:
            'Charged by every university each semester; the amount is set by each university and is in our data only for Munich and Heidelberg.',
          source: DAAD,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 3,
        basis: "A bachelor's degree usually takes 6 semesters (3 years) full time.",
        source: DAAD,
      },
      {
        level: 'postgraduate',
        years: 2,
        basis: "A master's degree usually takes 4 semesters (2 years) full time.",
        source: DAAD,
      },
    ],
  },
  {
    countryCode: 'NL',
    visa: 'Dutch residence permit for study',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: null,
          reason:
            'The IND revises the monthly amount twice a year; our data does not hold the current one.',
          source: IND_AMOUNTS,
        },
      },
      {
        kind: 'visa',
        name: 'Residence permit fee (study)',
        value: {
          amount: null,
          reason: 'Revised each year by the IND; our data does not hold the current fee.',
          source: IND_FEES,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        value: {
          amount: null,
          reason: 'Required of every student; its price is set by each insurer.',
          source: NUFFIC,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 3,
        basis:
          "A bachelor's degree takes 3 years full time at a research university (4 at a university of applied sciences); 3 is used.",
        source: NUFFIC,
      },
      {
        level: 'postgraduate',
        years: 1,
        basis: "A taught master's degree usually takes 1 year full time (some 2).",
        source: NUFFIC,
      },
    ],
  },
  {
    countryCode: 'FR',
    visa: 'French long-stay student visa (VLS-TS)',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: 615,
          currency: 'EUR',
          per: 'month',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis: 'Minimum resources a month for the student visa.',
          source: CAMPUS_FRANCE,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: 50,
          currency: 'EUR',
          per: 'once',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis: 'Reduced long-stay visa fee for students.',
          source: FRANCE_VISAS,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        value: {
          amount: 0,
          currency: 'EUR',
          per: 'year',
          date: '2019-09-01',
          dateIs: 'in-force',
          basis:
            'Registration with the French health insurance (Assurance Maladie) is free and compulsory for international students from outside the EU; a top-up policy (mutuelle) is optional and not counted.',
          source: {
            title: 'Assurance Maladie: international students',
            url: 'https://etudiant-etranger.ameli.fr/',
          },
        },
      },
      {
        kind: 'other',
        name: 'Student and campus life contribution (CVEC)',
        value: {
          amount: 105,
          currency: 'EUR',
          per: 'year',
          date: '2025-09-01',
          dateIs: 'in-force',
          basis:
            'Paid once a year by every student enrolling in higher education (2025-26 amount).',
          source: CVEC,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 3,
        basis: 'A licence (bachelor) usually takes 3 years full time.',
        source: CAMPUS_FRANCE,
      },
      {
        level: 'postgraduate',
        years: 2,
        basis: "A master's degree usually takes 2 years full time.",
        source: CAMPUS_FRANCE,
      },
    ],
  },
  {
    countryCode: 'SG',
    visa: "Singapore Student's Pass",
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: null,
          reason:
            "No government figure: the Student's Pass asks for no set amount; see the university's estimate of living costs.",
          source: ICA_STP,
        },
      },
      {
        kind: 'visa',
        name: "Student's Pass processing fee",
        value: {
          amount: 30,
          currency: 'SGD',
          per: 'once',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis: 'Paid when applying; not refunded.',
          source: ICA_STP,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        value: {
          amount: null,
          reason:
            'Universities require their own medical insurance plan, priced by each university.',
          source: ICA_STP,
        },
      },
      {
        kind: 'other',
        name: "Student's Pass issuance fee",
        value: {
          amount: 60,
          currency: 'SGD',
          per: 'once',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis: 'Paid when the pass is issued.',
          source: ICA_STP,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 4,
        basis: "An honours bachelor's degree usually takes 4 years full time.",
        source: MOE_SG,
      },
      {
        level: 'postgraduate',
        years: 1,
        basis: "A taught master's degree usually takes 1 year full time.",
        source: MOE_SG,
      },
    ],
  },
  {
    countryCode: 'FI',
    visa: 'Finnish residence permit for studies',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: 800,
          currency: 'EUR',
          per: 'month',
          date: '2024-11-01',
          dateIs: 'effective',
          basis:
            'Income requirement for students, a month (EUR 9,600 a year), for applications made from 1 November 2024.',
          source: MIGRI,
        },
      },
      {
        kind: 'visa',
        name: 'Residence permit fee (studies)',
        value: {
          amount: null,
          reason:
            'Our data does not hold the current fee; see the processing fees of the Finnish Immigration Service.',
          source: { title: 'Finnish Immigration Service (Migri)', url: 'https://migri.fi/en/' },
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        value: {
          amount: null,
          reason: 'Required for the residence permit; its price is set by each insurer.',
          source: MIGRI,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 3,
        basis:
          "A bachelor's degree usually takes 3 years full time (3.5 to 4 at a university of applied sciences).",
        source: STUDYINFO,
      },
      {
        level: 'postgraduate',
        years: 2,
        basis: "A master's degree usually takes 2 years full time.",
        source: STUDYINFO,
      },
    ],
  },
  {
    countryCode: 'JP',
    visa: 'Japanese student visa (College Student status)',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: null,
          reason:
            "No set amount: the Certificate of Eligibility asks for proof that tuition and living costs are covered, without a figure; see the university's estimate.",
          source: ISA_JAPAN,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: 3000,
          currency: 'JPY',
          per: 'once',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis:
            'Fee for a single-entry visa, paid in local currency at the embassy or consulate; some nationalities pay another amount or none under reciprocal arrangements.',
          source: MOFA_VISA,
        },
      },
      {
        kind: 'health',
        name: 'National Health Insurance',
        value: {
          amount: null,
          reason:
            'Students staying more than 3 months must join National Health Insurance; each municipality sets the premium from the previous year’s income.',
          source: STUDY_IN_JAPAN,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 4,
        basis: "A bachelor's degree usually takes 4 years full time.",
        source: STUDY_IN_JAPAN,
      },
      {
        level: 'postgraduate',
        years: 2,
        basis: "A master's degree usually takes 2 years full time.",
        source: STUDY_IN_JAPAN,
      },
    ],
  },
  {
    countryCode: 'KR',
    visa: 'Korean student visa (D-2)',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: null,
          reason:
            "Students show a bank balance covering a year's tuition and living costs; the amount is set by the embassy and the university, not by a national figure we hold.",
          source: HIKOREA,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: null,
          reason:
            'Each Korean embassy sets the D-2 fee in local currency, by nationality; our data holds no single figure.',
          source: KOREA_VISA_PORTAL,
        },
      },
      {
        kind: 'health',
        name: 'National Health Insurance',
        value: {
          amount: null,
          reason:
            'International students must join the National Health Insurance; its monthly premium is set by the National Health Insurance Service each year and is not in our data.',
          source: STUDY_IN_KOREA,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 4,
        basis: "A bachelor's degree usually takes 4 years full time.",
        source: STUDY_IN_KOREA,
      },
      {
        level: 'postgraduate',
        years: 2,
        basis: "A master's degree usually takes 2 years full time.",
        source: STUDY_IN_KOREA,
      },
    ],
  },
  {
    countryCode: 'CN',
    visa: 'Chinese study visa (X1) and residence permit',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: null,
          reason:
            "No set amount: the X1 visa asks for the university's admission notice and the JW201 or JW202 form, not a sum; see the university's estimate.",
          source: CAMPUS_CHINA,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: null,
          reason:
            "The fee depends on the applicant's nationality; our data holds no single figure.",
          source: VISA_FOR_CHINA,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        value: {
          amount: null,
          reason:
            'International students must hold comprehensive medical insurance, usually the plan the university arranges; its price is set by the insurer and not in our data.',
          source: CAMPUS_CHINA,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 4,
        basis: "A bachelor's degree usually takes 4 years full time.",
        source: CAMPUS_CHINA,
      },
      {
        level: 'postgraduate',
        years: 3,
        basis: "A master's degree usually takes 2 to 3 years full time; 3 is used.",
        source: CAMPUS_CHINA,
      },
    ],
  },
  {
    countryCode: 'HK',
    visa: 'Hong Kong student visa (entry permit)',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: null,
          reason:
            'No set amount: the Immigration Department asks for proof of funds for tuition and living, without a figure.',
          source: IMMD_STUDY,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: 230,
          currency: 'HKD',
          per: 'once',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis: 'Fee for the issue of a student visa or entry permit.',
          source: IMMD_STUDY,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        value: {
          amount: null,
          reason:
            "Universities ask students to hold medical insurance; its price is set by the insurer or the university's plan and is not in our data.",
          source: UGC_HK,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 4,
        basis: "A bachelor's degree takes 4 years full time at the publicly funded universities.",
        source: UGC_HK,
      },
      {
        level: 'postgraduate',
        years: 1,
        basis: "A taught master's degree usually takes 1 year full time.",
        source: UGC_HK,
      },
    ],
  },
  {
    countryCode: 'SE',
    visa: 'Swedish residence permit for higher education',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: 10656,
          currency: 'SEK',
          per: 'month',
          date: '2026-01-01',
          dateIs: 'effective',
          basis:
            'Maintenance requirement for each month of the permit, for applications made in 2026 (SEK 10,584 in 2025).',
          source: MIGRATIONSVERKET,
        },
      },
      {
        kind: 'visa',
        name: 'Residence permit fee (higher education)',
        value: {
          amount: 1500,
          currency: 'SEK',
          per: 'once',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis:
            'Fee for an adult applying for a residence permit for studies in higher education.',
          source: MIGRATIONSVERKET,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        value: {
          amount: 0,
          currency: 'SEK',
          per: 'year',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis:
            "Nothing to pay: a university insures the students who pay its tuition through the Swedish state's insurance for foreign students (Kammarkollegiet), and a permit of a year or more gives access to public health care.",
          source: {
            title: 'Kammarkollegiet (Legal, Financial and Administrative Services Agency)',
            url: 'https://www.kammarkollegiet.se/',
          },
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 3,
        basis: "A bachelor's degree (180 credits) usually takes 3 years full time.",
        source: STUDY_IN_SWEDEN,
      },
      {
        level: 'postgraduate',
        years: 2,
        basis: "A master's degree (120 credits) usually takes 2 years full time.",
        source: STUDY_IN_SWEDEN,
      },
    ],
  },
  {
    countryCode: 'CH',
    visa: 'Swiss national visa and residence permit for study',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: null,
          reason:
            "Each canton's migration office sets the funds a student must show; our data holds no figure for Zurich or Vaud.",
          source: SEM,
        },
      },
      {
        kind: 'visa',
        name: 'Visa and residence permit fees',
        value: {
          amount: null,
          reason:
            'The national (D) visa fee and the canton’s residence permit fee are charged separately; our data holds neither.',
          source: SEM,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        value: {
          amount: null,
          reason:
            'Basic health insurance is compulsory; students take an approved insurer’s policy (or are exempted for an equivalent one), priced by each insurer.',
          source: {
            title: 'Federal Office of Public Health (FOPH)',
            url: 'https://www.bag.admin.ch/',
          },
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 3,
        basis: "A bachelor's degree (180 ECTS) usually takes 3 years full time.",
        source: SWISSUNIVERSITIES,
      },
      {
        level: 'postgraduate',
        years: 2,
        basis:
          "A master's degree (90 to 120 ECTS) usually takes 1.5 to 2 years full time; 2 is used.",
        source: SWISSUNIVERSITIES,
      },
    ],
  },
  {
    countryCode: 'IT',
    visa: 'Italian national visa for study',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: 6947.33,
          currency: 'EUR',
          per: 'year',
          date: '2025-09-01',
          dateIs: 'in-force',
          basis:
            'Means of support to show for each academic year (EUR 534.41 for each of 13 months), under the procedures for international students for 2025-26.',
          source: STUDIARE_IN_ITALIA,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: null,
          reason:
            'The national (D) visa fee is shown by the Ministry of Foreign Affairs for each application; our data holds no single figure.',
          source: {
            title: 'Ministry of Foreign Affairs (Italy): Il visto per l’Italia',
            url: 'https://vistoperitalia.esteri.it/home/en',
          },
        },
      },
      {
        kind: 'health',
        name: 'National Health Service registration',
        value: {
          amount: 700,
          currency: 'EUR',
          per: 'year',
          date: '2024-01-01',
          dateIs: 'effective',
          basis:
            'Voluntary registration with the National Health Service for a student, a calendar year, from 1 January 2024; a private policy valid in Italy is the alternative.',
          source: { title: 'Ministry of Health (Italy)', url: 'https://www.salute.gov.it/' },
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 3,
        basis: "A laurea (bachelor's) usually takes 3 years full time.",
        source: STUDY_IN_ITALY,
      },
      {
        level: 'postgraduate',
        years: 2,
        basis: "A laurea magistrale (master's) usually takes 2 years full time.",
        source: STUDY_IN_ITALY,
      },
    ],
  },
  {
    countryCode: 'ES',
    visa: 'Spanish student visa (stay for studies)',
    charges: [
      {
        kind: 'living',
        name: LIVING,
        value: {
          amount: 600,
          currency: 'EUR',
          per: 'month',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis:
            'Means of support for each month of the stay: 100% of IPREM, the public income indicator (EUR 600 a month in 2025).',
          source: SPAIN_IMMIGRATION,
        },
      },
      {
        kind: 'visa',
        name: VISA_FEE,
        value: {
          amount: 80,
          currency: 'EUR',
          per: 'once',
          date: '2025-01-01',
          dateIs: 'in-force',
          basis:
            'Fee for a national (D) visa, paid in local currency at the consulate; some nationalities pay another amount under reciprocal arrangements.',
          source: SPAIN_EXTERIORES,
        },
      },
      {
        kind: 'health',
        name: 'Health insurance',
        value: {
          amount: null,
          reason:
            'A private policy with no co-payments from an insurer authorised in Spain is required; priced by each insurer.',
          source: SPAIN_IMMIGRATION,
        },
      },
    ],
    durations: [
      {
        level: 'undergraduate',
        years: 4,
        basis: "A grado (bachelor's, 240 ECTS) usually takes 4 years full time.",
        source: SPAIN_UNIVERSITIES,
      },
      {
        level: 'postgraduate',
        years: 1,
        basis: 'A máster usually takes 1 year full time (some 2).',
        source: SPAIN_UNIVERSITIES,
      },
    ],
  },
]

import type { ContentPage } from '../schema'

export const resourcesPages: ContentPage[] = [
  {
    path: '/resources/guides',
    section: 'Resources',
    title: 'Study guides',
    description:
      'All our study-abroad guides in one place: applying, money, daily life, careers, tests, visas and country guides for the USA, UK, Canada and Australia.',
    updated: '2026-11-21',
    readingMinutes: 2,
    body: `Moving abroad to study is a big project. Our guides break it into smaller steps. Each one is written by our team in plain English, and each one links to the official pages that have the final word.

## Start here

- [Application guide](/guides/application): plan your applications, from choosing a course to accepting an offer.
- [Financial guide](/guides/financial): what studying abroad really costs, how to budget, and how scholarships, loans and proof of funds work.
- [Living abroad](/guides/living): housing, health insurance, banking, work rules, culture shock and your mental health.
- [Career guide](/guides/career): part-time work while you study, internships, and the visas that let you work after you graduate.

## Country guides

- [Study in the USA](/guides/countries/usa)
- [Study in the UK](/guides/countries/uk)
- [Study in Canada](/guides/countries/canada)
- [Study in Australia](/guides/countries/australia)

Not sure where to go yet? Read [how to choose a country](/resources/countries) first.

## Tests, documents and visas

- [English tests](/tests/english): IELTS, TOEFL, PTE and Duolingo compared.
- [GRE and GMAT](/tests/graduate): who asks for them and how they work.
- [Application documents](/tests/documents): checklists for every kind of application.
- [Transcripts and credential evaluation](/tests/transcripts): translations, WES, UK ENIC, uni-assist and more.
- [Student visas](/resources/visa): six popular countries, step by step.
- [Tips for applicants](/resources/tips): timelines, deadlines and how to avoid scams.

## Want help?

If you would rather not do it alone, [apply through us](/apply-now). Our admissions experts choose the three universities that fit you best, submit the applications and stay with you until you enrol. The service is free for students.`,
    officialLinks: [],
  },
  {
    path: '/resources/tips',
    section: 'Resources',
    title: 'Tips for applicants',
    description:
      'Practical tips for applying to universities abroad: a timeline, building a shortlist, recommendation letters, deadlines across time zones and avoiding scams.',
    updated: '2026-11-18',
    readingMinutes: 5,
    body: `Good applications are rarely written in a rush. These tips come from the questions students ask us most often. They work for any country.

## Start early: a simple timeline

Most courses start in September or October (in Australia, February or July). Count back from your start date.

| Time before you start | What to do |
| --- | --- |
| 18 to 12 months | Choose countries and subjects. Check entry requirements. Plan your tests. |
| 12 to 9 months | Take English tests (and the GRE or GMAT if needed). Ask your referees. Draft your personal statement. |
| 11 to 6 months | Submit applications and scholarship forms. Many deadlines fall in this window. |
| 6 to 3 months | Compare offers, accept one, pay any deposit. |
| 4 to 1 months | Visa, housing, health insurance and flights. |

Scholarships often close earlier than admissions, sometimes a full year before the course starts. Check them first.

## Build a sensible shortlist

- **Mix your chances.** Pick a few ambitious choices, a few good matches and at least one safer choice where your grades are clearly above the usual entry level.
- **Compare the total cost**, not only tuition. Rent and living costs differ hugely between cities.
- **Check that the institution is real and allowed to enrol international students** (see the official lists below).
- **Look at outcomes**: graduate jobs, work rights after study and support for international students.

Our [universities](/universities) and [courses](/courses) pages help you compare. Our blog post on [shortlisting](/blog/how-to-shortlist-universities) goes deeper.

## Recommendation letters

- Ask people who know your work well, such as a teacher, a professor or a manager. A famous name who barely knows you helps less.
- Ask at least four to six weeks before the deadline.
- Give each referee your CV, the list of courses and deadlines, and two or three things you would like them to mention.
- Never write the letter yourself and ask a referee to sign it. Universities treat this as dishonest, and it can cancel your application.
- Send a polite reminder about a week before each deadline, and a thank-you note afterwards.

## Deadlines and time zones

- A deadline is usually in the **university's local time**. "11:59 pm Eastern Time" is already the next morning in much of Asia and Africa.
- Clocks change for summer time in the USA, Canada, the UK, Europe and parts of Australia, on different dates. Check the time difference in the week of the deadline.
- Submit two or three days early. Portals slow down on deadline day, and payments can fail.
- Keep a single calendar with every deadline, including test dates, scholarship forms and deposit dates.

## Avoid scams

Scammers target international students because the process is complex and the sums are large.

- **Check the institution** on the official government list: the SEVP school search for the USA, the register of licensed student sponsors for the UK, the designated learning institutions list for Canada and CRICOS for Australia.
- **No one can guarantee a visa or an admission.** Only governments issue visas, and only universities make offers.
- **Pay fees only through the university's official website or invoice**, never into a private person's account.
- **Immigration officials do not phone you to demand money**, and they never ask for payment in gift cards or cryptocurrency.
- **Be careful with housing adverts.** Do not send a deposit for a room you cannot view or verify.
- **Ask any agent how they are paid.** We are paid commissions by some partner universities, and we always tell you which ones. See [about us](/about).

Read more in our post on [spotting visa and admission scams](/blog/spotting-visa-and-admission-scams).

## Small habits that help

- Use one professional e-mail address for every application, and check its spam folder.
- Write your name exactly as it appears in your passport, everywhere.
- Save every confirmation, receipt and letter as a PDF in one folder.
- Read every offer letter to the end. Conditions and deadlines are often in the small print.`,
    officialLinks: [
      {
        title: 'SEVP-certified school search (US Department of Homeland Security)',
        url: 'https://studyinthestates.dhs.gov/school-search',
      },
      {
        title: 'Register of licensed student sponsors (GOV.UK)',
        url: 'https://www.gov.uk/government/publications/register-of-licensed-sponsors-students',
      },
      {
        title: 'Designated learning institutions list (Government of Canada)',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/prepare/designated-learning-institutions-list.html',
      },
      {
        title: 'CRICOS course and provider search (Australian Government)',
        url: 'https://cricos.education.gov.au',
      },
      {
        title: 'Protect yourself from immigration fraud (Government of Canada)',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/protect-fraud.html',
      },
    ],
  },
  {
    path: '/resources/visa',
    section: 'Resources',
    title: 'Student visas',
    description:
      'Student visas for the USA, UK, Canada, Australia, Germany and the Netherlands: what each one needs, typical timing, costs and the official pages.',
    updated: '2026-11-20',
    readingMinutes: 8,
    body: `A student visa (or study permit) is the permission to live in a country while you study there. You apply for it after a university has accepted you. This page explains the main student visa for six popular countries.

**Important:** rules, fees and amounts change often, sometimes several times a year. We give the figures we know with their year. Always check the official page linked at the bottom before you pay or apply.

## The basics everywhere

- Accept an offer first. The university then gives you a document that you need for the visa.
- Show that you can pay for tuition and living costs.
- Apply online, pay the fees and give your biometrics (fingerprints and a photo).
- Tell the truth. A false document or a hidden refusal can lead to a ban lasting years.
- Apply as early as the rules allow. Summer is the busiest season everywhere.

| Country | Visa | Key document from the university |
| --- | --- | --- |
| USA | F-1 student visa | Form I-20 |
| UK | Student visa | CAS |
| Canada | Study permit | Letter of acceptance |
| Australia | Student visa (subclass 500) | CoE |
| Germany | National visa for study | Admission letter |
| Netherlands | MVV and residence permit | The university applies for you |

## USA: F-1 student visa

**What you need**

- **Form I-20** from a school certified by SEVP (the US programme that approves schools for international students). The I-20 shows your costs and how you will pay them.
- **SEVIS I-901 fee**: USD 350 for F-1 students. Pay it online before your interview.
- **DS-160**: the online visa application form.
- **Visa application fee**: USD 185 in 2025. A new USD 250 "visa integrity fee" was written into US law in 2025; check whether it applies when you apply.
- **An interview** at a US embassy or consulate. Since September 2025, most applicants must interview in person and should apply in their country of nationality or residence. Bring your passport, I-20, DS-160 confirmation, fee receipts and proof of funds. Be ready to explain your study plan and your ties to home. You may be asked to make your social media profiles public.

**Timing**: the visa can be issued up to a year before your start date, but you may enter the USA no more than 30 days before the start date on your I-20. Interview waiting times vary a lot by city, so book as soon as you have your I-20.

In 2026 the US government moved to replace open-ended "duration of status" with a fixed period of stay for students. Check Study in the States for the rules in force when you travel.

## UK: Student visa

**What you need**

- A **CAS** (Confirmation of Acceptance for Studies): a reference number from a licensed university, issued after you accept an unconditional offer.
- **Money**: any unpaid first-year tuition, plus living costs for up to nine months. From January 2025 this was GBP 1,483 a month in London and GBP 1,136 a month elsewhere. The money must stay in the account for 28 days in a row. The Home Office reviews these amounts, so check the current figure.
- **English** at level B2 for degree courses (your university can assess this).
- An **ATAS certificate** for some science and engineering subjects, and a **TB test** if you live in certain countries.

**Costs**: the application fee was GBP 524 from April 2025. You also pay the **Immigration Health Surcharge**, GBP 776 for each year of your visa, which gives you access to the NHS (the public health service).

**Timing**: apply up to six months before your course starts. Decisions usually take about three weeks from outside the UK. Your visa is an eVisa (a digital record), not a card.

Most taught master's students can no longer bring family members. Research degrees are the main exception.

## Canada: study permit

**What you need**

- A **letter of acceptance** from a designated learning institution (DLI), a school approved to host international students.
- A **provincial or territorial attestation letter** (PAL or TAL) for most students. The province issues it through your school. From January 2026, master's and doctoral students at public institutions no longer need one; check the current exemptions.
- **Proof of funds**: first-year tuition, travel, and living costs of CAD 22,895 for a single student (from 1 September 2025, outside Quebec).
- For Quebec, a **CAQ** (Quebec acceptance certificate) first.

**Costs**: CAD 150 for the permit plus CAD 85 for biometrics.

**Timing**: processing times change with demand; check the official tool before you apply. Canada limits the number of new study permits each year, so apply as soon as you have your letters. The border officer issues the permit itself when you arrive.

## Australia: Student visa (subclass 500)

**What you need**

- A **CoE** (Confirmation of Enrolment) from a provider registered on CRICOS, sent after you accept an offer and pay a deposit.
- To meet the **Genuine Student requirement**: short written answers about your study plans, your situation and why you chose this course.
- **OSHC** (Overseas Student Health Cover) for your whole stay.
- **Financial capacity**: AUD 29,710 a year for living costs (since May 2024), plus tuition and travel.
- English test results, unless you are exempt (see our [English tests page](/tests/english)).

**Costs**: AUD 2,000 for the main applicant (from July 2025).

**Timing**: apply online through ImmiAccount as soon as you have your CoE. The government sets a yearly planning level for new international students, which can slow processing for some providers.

## Germany: national visa for study

**What you need**

- An **admission letter** from a German university (or a conditional admission).
- **Proof of funds**, usually a **blocked account** (Sperrkonto): a special account you cannot empty at once. For 2025 and 2026 the amount was EUR 11,904 for one year (EUR 992 a month). It is tied to the German student grant and can rise, so check before you transfer money.
- Health insurance, proof of language skills and your certificates. Applicants from China, India and Vietnam also need an **APS certificate** that confirms their documents.

**Costs**: EUR 75 visa fee.

**Timing**: appointment waiting times can be several months, so book early. Some embassies now take applications online. After you arrive, register your address and apply for a residence permit before your visa ends.

## Netherlands: MVV and residence permit

Here the **university applies for you**. As a recognised sponsor, it sends your application to the IND (the Dutch immigration service).

**What you need**

- Admission to a programme and the documents your university asks for.
- **Proof of funds**: a monthly amount set by the IND and updated every January.
- The application fee, which you usually pay to your university, and sometimes a TB test.

Citizens of the EU, the EEA and Switzerland need no permit at all. Citizens of some other countries, such as the USA, Canada, Australia, Japan and the UK, need the residence permit but not an **MVV** (an entry visa that you collect from a Dutch embassy). Most other students need both.

**Timing**: the IND can take up to 60 days, though it is often quicker. Start at least three months before your course.

## Next steps

- Money for your visa: see our [financial guide](/guides/financial).
- Work rights while you study: see our [career guide](/guides/career).
- Want help? Our experts support every student who [applies through us](/apply-now) with the visa stage.`,
    officialLinks: [
      {
        title: 'Student visa (US Department of State)',
        url: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
      },
      {
        title: 'SEVIS I-901 fee (US Department of Homeland Security)',
        url: 'https://www.fmjfee.com',
      },
      {
        title: 'Study in the States (US Department of Homeland Security)',
        url: 'https://studyinthestates.dhs.gov',
      },
      { title: 'Student visa (GOV.UK)', url: 'https://www.gov.uk/student-visa' },
      {
        title: 'Immigration Health Surcharge (GOV.UK)',
        url: 'https://www.gov.uk/healthcare-immigration-application',
      },
      {
        title: 'Study permit (Government of Canada)',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html',
      },
      {
        title: 'Student visa subclass 500 (Australian Department of Home Affairs)',
        url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
      },
      {
        title: 'Visa services (German Federal Foreign Office)',
        url: 'https://www.auswaertiges-amt.de/en/visa-service',
      },
      {
        title: 'Residence permit for study (IND, Netherlands)',
        url: 'https://ind.nl/en/residence-permits/study',
      },
    ],
  },
  {
    path: '/resources/countries',
    section: 'Resources',
    title: 'Choosing a country',
    description:
      'How to choose where to study abroad: costs, degree length, language, work rights after graduation, visas and lifestyle, with a comparison of six countries.',
    updated: '2026-11-19',
    readingMinutes: 4,
    body: `The country you choose shapes everything else: what you pay, how long your degree takes, whether you can work after graduating and how you live day to day. There is no single best country, only the best fit for you.

## What matters most

- **Total cost.** Add tuition, rent and living costs for the whole degree. A shorter degree in an expensive city can cost less overall than a longer one somewhere cheaper.
- **Degree length.** A bachelor's takes three years in England and most of Australia, four in the USA and Canada. A taught master's can take one year in the UK and two elsewhere.
- **Language.** Many programmes in Germany, the Netherlands and elsewhere in Europe are taught in English, but daily life is easier if you learn the local language.
- **Work during and after study.** Post-study work visas let you gain experience after graduating. Their length and rules differ a lot.
- **Visa rules and stability.** Some countries have recently capped student numbers or raised fees. Read the latest official guidance, not last year's forum posts.
- **Entry requirements.** Some systems look mainly at grades. Others weigh essays, activities and interviews.
- **Life and support.** Think about climate, distance from home, cost of flights, community, safety and the support the university offers.

## A quick comparison

| Country | Typical bachelor's | Work after study |
| --- | --- | --- |
| USA | 4 years | OPT: 12 months, plus 24 for STEM |
| UK | 3 years (4 in Scotland) | Graduate route: 2 years; 18 months for most applications from January 2027 |
| Canada | 4 years | Post-graduation work permit: up to 3 years |
| Australia | 3 years | Temporary Graduate visa: usually 2 to 3 years |
| Germany | 3 years | 18 months to look for a job |
| Netherlands | 3 to 4 years | Orientation year: 1 year |

Figures are for 2026 and change often. Our [career guide](/guides/career) explains each option, and our [student visa page](/resources/visa) covers how to get in.

## Money in brief

- **USA**: often the most expensive, but the richest universities give generous aid to some international students.
- **UK**: high fees, but shorter degrees.
- **Canada and Australia**: fees are usually below the most expensive US universities. Both now limit student visa numbers.
- **Germany**: most public universities charge no tuition, or a small fee, for most programmes. Some states and universities do charge students from outside the EU. You still need to prove you can cover living costs.
- **Netherlands**: moderate fees for students from outside the EU, and many programmes taught in English.

Our [financial guide](/guides/financial) helps you compare real budgets.

## Our country guides

- [Study in the USA](/guides/countries/usa)
- [Study in the UK](/guides/countries/uk)
- [Study in Canada](/guides/countries/canada)
- [Study in Australia](/guides/countries/australia)

## Universities by country

Below this introduction, you will find the universities we list for each country. Open any of them to see fees, entry requirements and scholarships, or [compare universities](/universities) side by side.`,
    officialLinks: [
      { title: 'EducationUSA (US Department of State)', url: 'https://educationusa.state.gov' },
      { title: 'Study UK (British Council)', url: 'https://study-uk.britishcouncil.org' },
      { title: 'EduCanada (Government of Canada)', url: 'https://www.educanada.ca' },
      {
        title: 'Study Australia (Australian Government)',
        url: 'https://www.studyaustralia.gov.au',
      },
      { title: 'Study in Germany (DAAD)', url: 'https://www.study-in-germany.de' },
      { title: 'Study in NL (Nuffic)', url: 'https://www.studyinnl.org' },
    ],
  },
]

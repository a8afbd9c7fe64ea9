import type { ContentPage } from '../schema'

export const guidesPages: ContentPage[] = [
  {
    path: '/guides/application',
    section: 'Guides',
    title: 'Application guide',
    description:
      'How to apply to universities abroad, step by step: choosing courses, entry requirements, shortlists, documents, application systems and accepting an offer.',
    updated: '2026-11-20',
    readingMinutes: 5,
    body: `Applying to a university in another country follows the same basic steps everywhere. The details, such as forms, deadlines and what counts most, change from country to country. This guide walks you through the steps in order.

## How admissions differ

- **USA**: admissions are "holistic". Grades matter most, but essays, activities, recommendations and sometimes test scores count too. You usually choose your major later.
- **UK**: you apply for one subject from the start. Grades (or predicted grades) and your personal statement matter most.
- **Canada and Australia**: decisions rely mainly on your grades in the subjects that matter for the course.
- **Germany and the Netherlands**: universities check whether your school certificate is equal to theirs. Some courses also have a grade cut-off or a selection process.
- **Master's and PhD programmes**: you apply directly to each university almost everywhere. Your degree results, statement of purpose and references matter most.

## Step 1: decide what and where

Start with the subject and the level you want, then the country. Our [country guide overview](/resources/countries) compares the main options, and you can browse [courses](/courses) and [universities](/universities) by field and country.

## Step 2: check entry requirements

For each course, note:

- **Academic requirements**: grades, required subjects and whether your qualification is accepted. A school certificate from one country is not always equal to a school certificate elsewhere. Some students need a foundation year first.
- **English**: which tests are accepted and the minimum score. See [English tests](/tests/english).
- **Other tests**: the SAT or ACT for some US colleges, and the GRE or GMAT for some graduate programmes. See [GRE and GMAT](/tests/graduate).
- **Extras**: a portfolio, an audition, an interview or a research proposal.

If something is unclear, e-mail the admissions office. Their answer is more reliable than a forum post.

## Step 3: build your shortlist

Choose a realistic mix: a few ambitious choices, a few where you meet the requirements comfortably, and at least one safer choice. Many students apply to between four and eight courses. More applications mean more fees and more essays, so quality matters more than quantity. Read our post on [how to shortlist universities](/blog/how-to-shortlist-universities).

## Step 4: prepare your documents

You will usually need transcripts, certificates, a passport, proof of English, a personal statement, references and, later, financial documents. Our [documents checklist](/tests/documents) lists everything, and our [transcripts guide](/tests/transcripts) explains translations and credential evaluation.

Start your personal statement early and write several drafts. Our post on [writing a personal statement](/blog/writing-a-personal-statement) can help.

## Step 5: submit through the right system

| Where | Undergraduate | Postgraduate |
| --- | --- | --- |
| USA | Common App, the Coalition application or the college's own portal | Each university's portal |
| UK | UCAS | Each university's portal |
| Canada | OUAC for Ontario universities; otherwise each university | Each university's portal |
| Australia | Each university, or a state admission centre such as UAC | Each university's portal |
| Germany | uni-assist or the university directly | uni-assist or the university directly |
| Netherlands | Studielink, then the university | Studielink, then the university |

Pay attention to each system's limits. UCAS, for example, allows up to five choices with one personal statement.

## Step 6: after you submit

- Check your e-mail and the applicant portal every few days. Universities may ask for more documents.
- Prepare for interviews. Some are online, some are recorded videos with set questions.
- Send any missing documents, such as final results, as soon as you have them.

## Step 7: choose and accept an offer

- A **conditional offer** means you still have to meet conditions, such as final grades or an English score. An **unconditional offer** means you have a place.
- Note the deadline to reply. In the UCAS system you choose a firm and an insurance choice. US colleges usually ask first-year students to decide by 1 May.
- Compare the **total cost**, scholarships, location and support, not only the ranking.
- Pay any deposit only through the university's official channels.

After you accept, the university sends the document you need for your [student visa](/resources/visa).

## Common mistakes

- Starting too late and rushing the personal statement.
- Missing a scholarship deadline that came before the admission deadline.
- Sending the same statement to very different courses.
- Names that do not match the passport on every document.
- Ignoring the conditions in an offer letter.

## Let us do it with you

When you [apply through us](/apply-now), our admissions experts study your profile, choose the three universities that fit you best, submit the applications and handle the communication with each university. They also help with scholarships, negotiate with universities about your offers where there is a good reason, and support you through the visa and enrolment. The service is free for students.`,
    officialLinks: [
      { title: 'Common App', url: 'https://www.commonapp.org' },
      { title: 'UCAS', url: 'https://www.ucas.com' },
      { title: 'Ontario Universities’ Application Centre (OUAC)', url: 'https://www.ouac.on.ca' },
      { title: 'Universities Admissions Centre (UAC)', url: 'https://www.uac.edu.au' },
      { title: 'uni-assist', url: 'https://www.uni-assist.de/en/' },
      { title: 'Studielink', url: 'https://www.studielink.nl' },
    ],
  },
  {
    path: '/guides/financial',
    section: 'Guides',
    title: 'Financial guide',
    description:
      'What studying abroad costs and how to pay for it: tuition, living costs, budgeting, scholarships, loans, proof of funds for visas and exchange rates.',
    updated: '2026-11-20',
    readingMinutes: 6,
    body: `Money is the reason many students delay or give up on studying abroad. A clear plan makes it manageable. This guide shows what to count, where funding comes from, and what visa officers want to see.

## Count every cost

**Tuition** is the biggest cost, but not the only one.

- **Living costs**: rent, food, transport, phone, books and personal spending.
- **One-off costs**: visa fees, health surcharges or insurance, application and test fees, flights, deposits for housing, and things for your room.
- **Hidden costs**: bank and transfer fees, currency losses, and travel home.

Typical yearly tuition for international students in 2026 (rough ranges; each university sets its own):

| Country | Typical tuition per year |
| --- | --- |
| USA | USD 25,000 to 60,000 or more |
| UK | GBP 15,000 to 40,000 (more for medicine) |
| Canada | CAD 25,000 to 60,000 |
| Australia | AUD 30,000 to 55,000 |
| Germany | No tuition at most public universities, a semester fee of about EUR 100 to 400, and tuition in some states |
| Netherlands | EUR 9,000 to 20,000 for students from outside the EU |

Check the exact fees of each course on our [universities](/universities) and [courses](/courses) pages, and confirm them on the university's own website.

## Build a monthly budget

Write down what you expect to spend each month:

- Rent and bills
- Food
- Transport
- Phone and internet
- Health insurance (if not paid in advance)
- Study materials
- Personal spending
- A buffer for surprises

Living costs are usually much higher in big cities such as London, New York, Sydney, Toronto or Amsterdam. Keep an emergency fund of two to three months of living costs if you can. Our post on [budgeting your first month abroad](/blog/budgeting-your-first-month-abroad) covers the expensive first weeks.

## Scholarships

Scholarships are money you do not pay back. There are three main kinds:

- **University scholarships**: from the university itself. Many are for academic merit and are given automatically with the offer. Others need a separate form.
- **Government scholarships**: such as Chevening (UK), Fulbright (USA), DAAD (Germany) and Australia Awards. They are competitive and often cover everything.
- **External scholarships**: from foundations, companies and international organisations.

Tips:

- Deadlines are often **9 to 15 months** before the course starts.
- Read the eligibility rules carefully: nationality, subject, level, work experience and whether you must return home afterwards. Our post on [reading a scholarship's eligibility rules](/blog/reading-scholarship-eligibility-rules) explains how.
- A partial scholarship still leaves a gap. Plan how you will pay the rest.

Search hundreds of awards in our [scholarship hub](/scholarships), and use the Smart Matcher to see which ones fit your profile.

## Loans

- **Loans from your home country** are the most common option. Compare interest rates, the currency, whether you need collateral (something of value, such as property, to secure the loan) and when repayment starts.
- **US private loans** usually need a co-signer who lives in the USA.
- **Government student loans** in the UK, Canada and Australia are generally not open to international students.
- Some lenders specialise in international students. Read every condition before you sign, and never borrow more than you need.

## Proof of funds for your visa

Most student visas ask you to prove that you can pay for your first year. The amounts and rules differ:

- **USA**: the I-20 shows the full estimated cost for one year. You show bank statements, scholarship letters or sponsor letters to match it.
- **UK**: unpaid tuition plus a set monthly amount, held for 28 days in a row.
- **Canada**: first-year tuition, travel, and a set living-cost amount.
- **Australia**: tuition, travel, and a yearly living-cost amount.
- **Germany**: usually a blocked account with one year of living costs.

Our [student visa page](/resources/visa) gives the current amounts with their year. Two rules apply everywhere:

- The money must really be available to you, from a source you can explain.
- Never borrow money for a few days just to show a high balance. Visa officers look for this, and it can be treated as fraud.

## Exchange rates

Your tuition is charged in the currency of the country you study in. If your own currency falls, your costs rise.

- Budget with a margin of safety. Do not plan with today's exchange rate only.
- Compare transfer providers on both the fee and the exchange rate they give you. A "free" transfer can hide a poor rate.
- Some universities offer an official international payment service. Use the channels listed on the university's website.
- Never send tuition to a private person's account, even if they say they are an agent.

## Working while you study

Part-time work can help with living costs, but it will not pay for tuition, and the hours you may work are limited by your visa. See our [career guide](/guides/career) for the rules in each country.

## Get help

Our experts help every student who [applies through us](/apply-now) to find scholarships and plan their funding. The service is free for students.`,
    officialLinks: [
      { title: 'Student visa: money you need (GOV.UK)', url: 'https://www.gov.uk/student-visa' },
      {
        title: 'Study permit: proof of funds (Government of Canada)',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html',
      },
      {
        title: 'Student visa subclass 500 (Australian Department of Home Affairs)',
        url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
      },
      {
        title: 'Visa services and blocked account (German Federal Foreign Office)',
        url: 'https://www.auswaertiges-amt.de/en/visa-service',
      },
      { title: 'Chevening Scholarships', url: 'https://www.chevening.org' },
      { title: 'DAAD scholarship database', url: 'https://www.daad.de/en/' },
    ],
  },
  {
    path: '/guides/living',
    section: 'Guides',
    title: 'Living abroad',
    description:
      'Everyday life as an international student: finding housing, health insurance, opening a bank account, work rules, culture shock and your mental health.',
    updated: '2026-11-19',
    readingMinutes: 6,
    body: `Getting a place at university is only the start. This guide covers the practical things that make daily life work: a home, health cover, money, work and looking after yourself.

## Housing

**University housing** (halls or residences) is the easiest choice for your first year. Rooms are usually furnished, bills are included, and you meet people quickly. Apply as soon as you accept your offer, because rooms for first-year international students can run out.

**Private housing** can be cheaper, especially from the second year. Before you sign:

- Read the whole contract. Check its length, the deposit, which bills are included and the notice period.
- Find out whether you need a **guarantor**, a person who promises to pay if you cannot. Many international students use a paid guarantor service or pay some rent in advance instead.
- In some countries you must **register your address** after you move in, for example in Germany and the Netherlands.
- Never pay a deposit for a room you cannot view or verify. Fake adverts are common.

## Health insurance

Health cover is compulsory for international students almost everywhere:

- **USA**: most universities require their own student health plan, or an equal plan.
- **UK**: the Immigration Health Surcharge you pay with your visa gives you access to the NHS. Register with a local doctor (a GP) soon after you arrive.
- **Canada**: it depends on the province. Some provinces cover international students in their public plan. In others, you join the university's plan.
- **Australia**: you must hold OSHC (Overseas Student Health Cover) for your whole stay.
- **Germany**: most students under 30 join a public health insurer at a fixed student rate.
- **Netherlands**: you need private insurance while you only study. If you take a paid job, you usually must switch to Dutch basic health insurance.

Dental care and glasses are often not covered. Check your policy.

## Banking and money

- Open a local bank account in your first weeks. Banks usually ask for your passport, visa, proof of enrolment and proof of address.
- Digital banks can be quicker to open, but check whether landlords and employers accept them.
- Keep your home bank account open, and tell your bank that you are moving abroad so that it does not block your card.
- Get a local phone number or eSIM early. Banks and universities often send security codes by text message.

## Work rules while you study

Your visa limits how much you may work. In 2026:

| Country | During term | During holidays |
| --- | --- | --- |
| USA | Up to 20 hours a week on campus | Full time on campus |
| UK | Up to 20 hours a week (degree level) | Full time |
| Canada | Up to 24 hours a week off campus | Full time in scheduled breaks |
| Australia | Up to 48 hours per two weeks | Unlimited |
| Germany | 140 full days or 280 half days a year | Counted in the same limit |
| Netherlands | Up to 16 hours a week, with a work permit from your employer | Full time in June, July and August |

Breaking these rules can cost you your visa. Read our [career guide](/guides/career) for internships and work after graduation.

## Culture and study life

Most students go through **culture shock**. At first everything is exciting. Then small differences start to feel tiring: food, weather, humour, how people make plans. This phase passes for most people.

Things that help:

- Join clubs and societies in your first weeks. They are the easiest way to make friends.
- Keep a routine for sleep, meals and exercise.
- Learn how teaching works. Many universities expect you to speak in class, work on your own and reference every source. Copying without a reference (plagiarism) is treated very seriously.
- Use the international student office. It helps with visas, housing, money and much more.

## Your mental health

Feeling lonely, homesick or stressed is normal, especially in the first term. Talk to someone early. Most universities offer free and confidential counselling to their students.

If you are in danger or need help now:

| Country | Emergency | Crisis support |
| --- | --- | --- |
| USA | 911 | Call or text 988 |
| UK | 999 | Samaritans: 116 123 |
| Canada | 911 | Call or text 988 |
| Australia | 000 | Lifeline: 13 11 14 |
| Germany | 112 | TelefonSeelsorge: 0800 111 0 111 |
| Netherlands | 112 | 113 Suicide Prevention: 113 |

Save your university's security and counselling numbers in your phone on your first day.

## Before you fly

- Your passport, visa documents and offer letter in your hand luggage, plus copies in the cloud.
- Enough money for the first month (see our [financial guide](/guides/financial)).
- Your housing confirmation and the address in the local language.
- Any medicines you need, with a doctor's letter.`,
    officialLinks: [
      {
        title: 'Immigration Health Surcharge (GOV.UK)',
        url: 'https://www.gov.uk/healthcare-immigration-application',
      },
      { title: '988 Suicide & Crisis Lifeline (USA)', url: 'https://988lifeline.org' },
      { title: '9-8-8 Suicide Crisis Helpline (Canada)', url: 'https://988.ca' },
      { title: 'Lifeline Australia', url: 'https://www.lifeline.org.au' },
      { title: 'Samaritans (UK and Ireland)', url: 'https://www.samaritans.org' },
      {
        title: 'Living in Germany (Make it in Germany, German Government)',
        url: 'https://www.make-it-in-germany.com/en/',
      },
    ],
  },
  {
    path: '/guides/career',
    section: 'Guides',
    title: 'Career guide',
    description:
      'Work while you study and after you graduate: part-time work rules, internships, OPT and STEM OPT, the UK Graduate route, Canada PGWP, Australia 485 and CVs.',
    updated: '2026-11-20',
    readingMinutes: 7,
    body: `For many students, work experience abroad is as important as the degree. This guide covers what you may do while you study, how internships work, and the visas that let you stay and work after you graduate.

**Rules change often.** The figures here are correct to the best of our knowledge in November 2026. Check the official pages linked below before you make plans.

## Working while you study

| Country | During term | Notes |
| --- | --- | --- |
| USA | Up to 20 hours a week, on campus only | Off-campus work needs permission, such as CPT |
| UK | Up to 20 hours a week at degree level | Full time in official vacations |
| Canada | Up to 24 hours a week off campus | Full time in scheduled breaks |
| Australia | Up to 48 hours per two weeks | Unlimited in course breaks |
| Germany | 140 full days or 280 half days a year | Jobs at your university and required internships are treated differently |
| Netherlands | Up to 16 hours a week | Or full time in June, July and August; your employer needs a work permit |

Your visa, not your employer, decides what is allowed. If you are unsure, ask your university's international office before you accept a job.

## Internships and placements

- **USA**: **CPT** (Curricular Practical Training) lets you work off campus when the work is part of your programme. Your university approves it.
- **UK**: many degrees include a **placement year** in a company. It is part of your course, so your visa covers it.
- **Canada**: **co-op** programmes mix study terms with paid work terms. You need a co-op work permit as well as your study permit.
- **Australia**: work placements that are a formal part of your course do not count towards the 48-hour limit.
- **Germany**: internships that your study rules require do not count towards the 140-day limit.

Apply for summer internships early. Large companies often recruit six to nine months ahead.

## Work visas after graduation

### USA: OPT and STEM OPT

- **OPT** (Optional Practical Training) gives up to **12 months** of work in your field after each degree level.
- Graduates in science, technology, engineering and mathematics (STEM) can add a **24-month STEM OPT extension**, with an employer that uses E-Verify and a training plan.
- You apply to USCIS after your university recommends you. You can apply up to 90 days before your programme ends and up to 60 days after.
- OPT has a limit on days without a job: 90 days, or 150 in total with the STEM extension.

OPT is under political debate. In 2025 and 2026 the US government announced plans to change practical training rules. Check USCIS and Study in the States for the rules in force when you apply.

### UK: Graduate route

- Lets you stay and work, or look for work, at any level without a sponsor.
- **2 years** for bachelor's and master's graduates, **3 years** for PhD graduates.
- For applications made from **1 January 2027**, it falls to **18 months** for bachelor's and master's graduates. PhD graduates keep 3 years.
- You apply from inside the UK after your university reports that you completed your course, and before your Student visa ends. You pay a fee and the Immigration Health Surcharge.
- It cannot be extended, but you can switch to a work visa such as Skilled Worker.

### Canada: Post-Graduation Work Permit (PGWP)

- For graduates of eligible programmes of at least 8 months at eligible institutions.
- The permit usually matches the length of your programme, up to **3 years**. Master's graduates can get 3 years even after a shorter programme.
- Since November 2024 you need a language test result from an approved test: level CLB 7 for university degrees, CLB 5 for college programmes. Academic tests such as IELTS Academic do not count; tests such as IELTS General Training and CELPIP do.
- Some college programmes must be in fields with labour shortages. Degree programmes are not affected.
- Apply within 180 days of receiving your final results.

### Australia: Temporary Graduate visa (subclass 485)

- The **Post-Higher Education Work stream** is for graduates with a bachelor's degree or higher.
- Usually **2 years** after a bachelor's or coursework master's, and **3 years** after a research master's or PhD. Some nationalities get longer.
- Most applicants must be **35 or younger**, and you must apply within 6 months of completing your course.
- You need English test results and Australian health insurance. The fee rose sharply in 2026; check the current amount.

### Germany and the Netherlands

- **Germany**: after graduating you can get a residence permit for up to **18 months** to find a job that matches your degree.
- **Netherlands**: the **orientation year** (zoekjaar) lets graduates live and work freely for one year, within three years of graduating.

## Your CV

Each country has its own habits:

- **USA and Canada**: a one-page résumé for students and new graduates (two pages for experienced applicants). No photo, no date of birth.
- **UK and Australia**: a CV of up to two pages. No photo.
- **Germany**: a clear, table-style CV (Lebenslauf). A photo is common but not required.

Tips for every country:

- Put achievements first and use numbers where you can: "led a team of 5", "raised 2,000 euros".
- Adapt your CV to each job. Use words from the job advert.
- Keep the layout simple. Many employers first scan CVs with software that struggles with tables and columns.
- Ask your university's careers service to review it. This is usually free.

## Plan from year one

Go to careers fairs, join societies linked to your field, keep your LinkedIn profile up to date, and build relationships with your lecturers. Most jobs come from people who know your work.

Thinking about careers when choosing where to study? Our [country guide overview](/resources/countries) compares post-study work options, and our experts consider them when you [apply through us](/apply-now).`,
    officialLinks: [
      {
        title: 'Optional Practical Training for F-1 students (USCIS)',
        url: 'https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-opt-for-f-1-students',
      },
      {
        title: 'STEM OPT Hub (Study in the States)',
        url: 'https://studyinthestates.dhs.gov/stem-opt-hub',
      },
      { title: 'Graduate visa (GOV.UK)', url: 'https://www.gov.uk/graduate-visa' },
      {
        title: 'Work in Canada after you graduate (Government of Canada)',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/after-graduation.html',
      },
      {
        title: 'Temporary Graduate visa subclass 485 (Australian Department of Home Affairs)',
        url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-graduate-485',
      },
      {
        title: 'Make it in Germany (German Government)',
        url: 'https://www.make-it-in-germany.com/en/',
      },
      { title: 'Residence permits (IND, Netherlands)', url: 'https://ind.nl/en' },
    ],
  },
]

import type { ContentPage } from '../schema'

export const blogPages: ContentPage[] = [
  {
    path: '/blog/how-to-shortlist-universities',
    section: 'Blog',
    title: 'How to shortlist universities without losing your mind',
    description:
      'A practical method for turning hundreds of possible universities into a balanced shortlist of four to eight, using your priorities, real costs and your chances.',
    updated: '2026-11-10',
    published: '2026-03-12',
    readingMinutes: 4,
    body: `There are thousands of universities in the world, and many of them look wonderful online. A good shortlist is short: usually four to eight places you would be happy to attend. Here is a method that works.

## 1. Write down what matters to you

Before you open a single ranking, answer these questions:

- What do I want to study, and at what level?
- What is my **total budget** per year, including living costs?
- Do I want to work in that country after graduating?
- Do I prefer a big city or a campus town? A warm or a cold climate?
- How far from home am I willing to be?

Put your top three priorities in order. When two universities look equal, these decide.

## 2. Filter by the things you cannot change

Some limits are not negotiable. Use them first:

- **Entry requirements**: do your grades and qualifications meet the minimum? If not, is a foundation year an option?
- **Budget**: add tuition and living costs. Remove anything clearly beyond what you and your sponsors can pay, unless a specific scholarship would cover the gap.
- **Visa and work rules**: some countries fit your career plans better than others. Our [country overview](/resources/countries) compares them.

This step usually removes most of the list.

## 3. Look at the course, not only the name

Two courses with the same title can be very different. Open the course page and check:

- The modules you will study, and whether you can choose options.
- How you are assessed: exams, coursework, projects.
- Placements, internships or a year abroad.
- Where graduates work.

Rankings are useful as one signal. We show the QS World University Rankings on our [universities](/universities) pages. But a university ranked 150th can have a better course for you than one ranked 30th.

## 4. Balance your chances

Sort what is left into three groups:

- **Ambitious**: your profile is at or just below their usual level.
- **Good match**: your profile sits comfortably within their usual range.
- **Safer**: your profile is clearly above their usual level.

Aim for some of each. A list of only ambitious choices is the most common reason students end up with no offer.

## 5. Check the details that students forget

- **Application deadlines**, and scholarship deadlines, which are often earlier.
- **Application fees**: they add up across eight applications.
- **Intakes**: some courses start only in September.
- **Support**: housing guarantees for first-year students, international student services, careers help.

## 6. Compare side by side

Put your final candidates in a simple table: cost, entry requirements, deadline, course strengths, location and scholarship options. Our comparison tool on the [universities](/universities) page lets you compare up to four side by side.

## 7. Talk to real people

E-mail the admissions office with specific questions. Join online information sessions. If you can, speak to current students. Their answers often settle a close decision.

## Short on time?

This process takes most students several weeks. If you [apply through us](/apply-now), our admissions experts build the shortlist with you and choose the three universities that best fit your profile, budget and goals. We always tell you if any of them pays us a commission. The service is free for students.`,
    officialLinks: [
      {
        title: 'QS World University Rankings',
        url: 'https://www.topuniversities.com/world-university-rankings',
      },
      { title: 'EducationUSA (US Department of State)', url: 'https://educationusa.state.gov' },
      { title: 'Study UK (British Council)', url: 'https://study-uk.britishcouncil.org' },
    ],
  },
  {
    path: '/blog/writing-a-personal-statement',
    section: 'Blog',
    title: 'Writing a personal statement that sounds like you',
    description:
      'How to plan, write and edit a personal statement or statement of purpose: finding your story, showing evidence, keeping to the limit and avoiding mistakes.',
    updated: '2026-11-10',
    published: '2026-05-07',
    readingMinutes: 4,
    body: `Your personal statement is the one part of your application where the university hears your own voice. It does not need fancy words. It needs to be honest, specific and clear.

## Know what the reader wants

Admissions tutors read hundreds of statements. They are asking three questions:

1. Why does this person want to study this subject?
2. What have they done to prepare?
3. Will they do well here?

Everything you write should help answer one of these.

## Check the format first

- **UCAS (UK undergraduate)**: from 2026 entry, three questions answered in up to 4,000 characters in total, with one statement for all five choices.
- **Common App (US undergraduate)**: one essay of up to 650 words on a prompt you choose, plus shorter essays for each college.
- **Graduate programmes**: a statement of purpose, often 500 to 1,000 words, about your academic interests, research plans and fit with the programme.

Check each university's instructions. Some ask specific questions.

## Find your material

Before you write, make a list:

- Moments that made you interested in the subject: a book, a problem, a project, a job.
- Things you did because of that interest: courses, competitions, reading, volunteering, work.
- What you learned from each one.

Pick the two or three strongest examples. Depth beats a long list.

## Show, don't only tell

"I am passionate about engineering" tells the reader nothing. Compare:

> In my final year, I rebuilt our school's broken weather station. When the wind readings were wrong, I spent two weekends learning how the sensor worked before I found the loose connection.

The second version proves curiosity and persistence without using either word.

## A simple structure

- **Opening**: start with your interest in the subject, not with a famous quote.
- **Middle**: your examples, each followed by what you learned or how it changed your thinking.
- **Ending**: what you hope to study next and where it could lead. Keep it realistic.

For a statement of purpose, add why this programme fits you: modules, research groups or facilities. Name them precisely.

## Edit in rounds

1. **First draft**: write freely, and ignore the limit.
2. **Second draft**: cut everything that does not answer the reader's three questions.
3. **Third draft**: check clarity. Short sentences are fine.
4. **Final check**: spelling, grammar and the character or word count in the actual form.

Read it aloud. If a sentence sounds unlike you, rewrite it.

## Common mistakes

- Repeating your grades or your CV.
- Writing about a country or a university's reputation rather than the subject.
- Copying from examples online. Universities use software that detects copied text.
- Letting someone else, or an AI tool, write it for you. It rarely sounds like you, and many universities treat it as misconduct.
- Sending a statement that names the wrong university.

## Get feedback, not a rewrite

Ask a teacher or mentor to read it and tell you what is unclear. Their questions will show you what to fix. The words should stay yours.

Our experts review statements for every student who [applies through us](/apply-now). See also our [documents checklist](/tests/documents).`,
    officialLinks: [
      { title: 'UCAS', url: 'https://www.ucas.com' },
      { title: 'Common App', url: 'https://www.commonapp.org' },
    ],
  },
  {
    path: '/blog/reading-scholarship-eligibility-rules',
    section: 'Blog',
    title: 'How to read a scholarship’s eligibility rules',
    description:
      'Eligibility rules decide whether you can even apply for a scholarship. Learn to check nationality, level, subject, experience, conditions and deadlines.',
    updated: '2026-11-10',
    published: '2026-06-18',
    readingMinutes: 4,
    body: `Many scholarship applications fail before anyone reads the essay, because the applicant was never eligible. Eligibility rules are the conditions you must meet to apply. Reading them carefully saves you weeks of work.

## Find the official page

Always read the rules on the **official scholarship page**, run by the funder or the university. Websites that collect scholarships, including ours, are a starting point. The official page is the final word. Our [scholarship hub](/scholarships) links each award to its official page.

## Check these eight things

### 1. Nationality and residence

Many government scholarships are only for citizens of certain countries. Some also require you to **live** in that country when you apply. Dual citizens should check which nationality counts.

### 2. Level of study

Is the award for a bachelor's, master's or PhD? Some cover only one-year master's courses. Others cover only research degrees.

### 3. Subject

Some scholarships are open to every subject. Others focus on areas such as public health, engineering or climate. Check whether your exact course fits, not just the general field.

### 4. University or country

Some awards can be used at any university in a country. Others only at partner universities, or only at the university that offers them.

### 5. Academic results

Look for minimum grades, such as an upper second-class degree or a specific GPA. If your grading system is different, find out how the funder compares them.

### 6. Work experience

Some government scholarships ask for a minimum amount of work experience after your degree. Read how they count it: full-time only, or part-time and volunteering too? Before or after the deadline?

### 7. Admission status

Do you need an offer before you apply, or can you apply at the same time? Some awards require you to apply to several eligible universities.

### 8. Conditions after the award

Read what you promise to do:

- Return to your home country for a period after your studies.
- Keep a minimum grade to keep the award.
- Not accept other funding at the same time.

Breaking these conditions can mean repaying the money.

## Words to read twice

- **"Must"** and **"required"**: no exceptions.
- **"Preferred"** and **"desirable"**: not required, but they strengthen an application.
- **"Fully funded"**: check exactly what is covered. Tuition, living allowance, flights, visa and health insurance are not always all included.
- **"Up to"**: the amount may be lower.
- **Deadline time zone**: the deadline may be at midnight in the funder's country.

## Make a simple checklist

For each scholarship, write every rule in a list and tick the ones you meet. If you fail a "must" rule, move on. If you are unsure about one rule, e-mail the scholarship office and ask. Keep their reply.

## When you are eligible

- Start early. Many government scholarships close **9 to 15 months** before the course starts.
- Write answers that match the scholarship's goals. A leadership scholarship wants evidence of leadership.
- Ask your referees early. They are often the slowest part.

Use the Smart Matcher in our [scholarship hub](/scholarships) to find awards that match your profile, then check each one with this list. Students who [apply through us](/apply-now) get help from our experts with scholarship applications too.`,
    officialLinks: [
      { title: 'Chevening Scholarships', url: 'https://www.chevening.org' },
      { title: 'Fulbright Foreign Student Program', url: 'https://foreign.fulbrightonline.org' },
      { title: 'DAAD scholarship database', url: 'https://www.daad.de/en/' },
      {
        title: 'Australia Awards',
        url: 'https://www.dfat.gov.au/people-to-people/australia-awards',
      },
    ],
  },
  {
    path: '/blog/budgeting-your-first-month-abroad',
    section: 'Blog',
    title: 'Budgeting your first month abroad',
    description:
      'The first month abroad costs more than any other. Plan for deposits, setup costs and delays, with a simple budget and tips for moving money safely.',
    updated: '2026-11-10',
    published: '2026-08-20',
    readingMinutes: 4,
    body: `Your first month abroad will almost certainly be your most expensive. You pay for things once (a deposit, bedding, a phone) before your routine begins, and often before your local bank account works. Planning for it avoids a stressful start.

## Why the first month costs more

- **Housing**: the first month's rent plus a deposit, often one or more months' rent.
- **Setup**: bedding, kitchen items, a coat for a colder climate, adapters.
- **Transport**: the trip from the airport, and a monthly travel pass.
- **Phone**: a local SIM card or eSIM.
- **Registration and fees**: in some countries you pay for residence permits or registration after you arrive.
- **Food**: you eat out more while you learn where the cheap supermarkets are.
- **Delays**: your bank card, job or scholarship payment may take weeks to start.

## Make a simple budget

Use three columns: **one-off costs**, **monthly costs** and **buffer**.

| Item | Type |
| --- | --- |
| Housing deposit | One-off |
| Bedding and kitchen items | One-off |
| Airport transfer | One-off |
| Rent | Monthly |
| Food | Monthly |
| Transport pass | Monthly |
| Phone plan | Monthly |
| Study materials | Monthly |
| Emergency buffer | Buffer |

Fill in real prices for your city. Look at the university's own cost guide, supermarket websites and local transport fares. Then add a buffer of at least 10 to 20 percent.

## Have money you can reach on day one

- Bring a small amount of **local cash** for the first days.
- Bring **two cards** that work abroad, in case one is blocked. Tell your bank you are moving.
- Check your card's foreign transaction fees and cash withdrawal fees.
- If you must show a **blocked account** or proof of funds for your visa (for example in Germany), learn when and how the money is released. It is usually paid out monthly after you arrive.

## Move money safely

- Compare transfer services on the **exchange rate** as well as the fee. A "no fee" transfer may give you a poor rate.
- Pay tuition only through the **university's official channels**.
- Never send money to a private person who claims to be from the university, a landlord you have not verified or an "immigration officer" on the phone. These are common scams. Read our post on [spotting scams](/blog/spotting-visa-and-admission-scams).

## Cut costs in the first weeks

- Buy second-hand. Many universities run sales of items that graduating students leave behind.
- Wait to buy books until you know which ones you really need. The library may have them.
- Cook with flatmates and shop at discount supermarkets.
- Get a student discount card where one exists, and student prices for transport.
- Track everything you spend for the first four weeks. It shows where your money really goes.

## Know the work rules

A part-time job helps, but it takes time to find one, and your visa limits the hours. Our [career guide](/guides/career) lists the rules for each country. Do not plan your first month around income you do not have yet.

## Plan for the whole year

Once the first month is over, build a monthly budget for the year using our [financial guide](/guides/financial). Check the official proof-of-funds figures for your visa on our [student visa page](/resources/visa). They show the minimum each government expects you to live on.`,
    officialLinks: [
      { title: 'Student visa: money you need (GOV.UK)', url: 'https://www.gov.uk/student-visa' },
      {
        title: 'Study permit (Government of Canada)',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html',
      },
      {
        title: 'Visa services and blocked account (German Federal Foreign Office)',
        url: 'https://www.auswaertiges-amt.de/en/visa-service',
      },
    ],
  },
  {
    path: '/blog/spotting-visa-and-admission-scams',
    section: 'Blog',
    title: 'Spotting visa and admission scams',
    description:
      'How to recognise fake universities, visa promises, phone scams, fake job offers and housing fraud, and how to check that an offer or a person is real.',
    updated: '2026-11-10',
    published: '2026-10-08',
    readingMinutes: 4,
    body: `Studying abroad involves large payments, unfamiliar rules and a lot of stress. Scammers know this. Most scams follow a few patterns, and once you know them, they are much easier to spot.

## Warning signs

Be careful whenever someone:

- **Guarantees** a visa, an admission or a scholarship.
- Asks you to pay **urgently**, or threatens you with arrest or deportation.
- Asks for payment by **gift card, cryptocurrency or money transfer to a private person**.
- Contacts you from a **personal e-mail address** (such as a free webmail account) while claiming to be a university or government.
- Asks you to **keep it secret** from your family or your university.
- Offers a deal that seems **too good**: a cheap degree with no entry requirements, or a job that pays very well for little work.

## Common scams

### Fake universities and "degree mills"

These sell degrees that no one recognises, or pretend to be real universities with similar names. Check that the institution appears on the official list for the country:

- **USA**: the SEVP school search (only certified schools can issue an I-20).
- **UK**: the register of licensed student sponsors.
- **Canada**: the list of designated learning institutions.
- **Australia**: CRICOS.

### Visa promises

No agent, lawyer or website can guarantee a visa. Only the government decides. Be especially careful with anyone who offers to "fix" your bank statements or provide documents. Using false documents can lead to a refusal and a ban on future applications.

### Phone calls from "immigration officers"

Scammers pretend to be police or immigration officials, say there is a problem with your visa and demand payment. Real officials do not phone you to demand money and never ask for gift cards or cryptocurrency. Hang up and contact the agency through its official website.

### Fake job offers

A "job" that pays you to receive money into your account and send it on is money laundering, and you can be prosecuted for it. Also remember that your visa limits the hours you may work.

### Housing fraud

Fake landlords post attractive flats at low prices and ask for a deposit before you can view them. Use university housing services where possible, never pay before you have verified the landlord and the property, and be wary of anyone who is "abroad" and cannot show you the room.

## How to check

- Find the official website yourself, through a search engine or the government list. Do not use links from the suspicious message.
- Call or e-mail the university's admissions office using the details on its website.
- Ask your university's international office. They know the scams that target their students.
- Take your time. Real deadlines are written in official letters and are rarely hours away.

## About agents, including us

Many students use an agent, and good agents help a lot. Ask any agent:

- **How are you paid?** We are paid commissions by some partner universities when a student we helped enrols there. We always tell you which recommended universities pay us, and that never decides a recommendation. Our service is free for students.
- **Will I see every document you send on my behalf?** You should.
- **Who submits my visa application?** You must always be able to check it before it is sent.

Read more [about us](/about) and our [tips for applicants](/resources/tips).

## If you have been scammed

Stop paying, keep all messages and receipts, contact your bank immediately and report it to the police and to the official fraud reporting service in the country concerned. You are not alone, and reporting helps protect other students.`,
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
        title: 'Protect yourself from immigration fraud (Government of Canada)',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/protect-fraud.html',
      },
      { title: 'CRICOS (Australian Government)', url: 'https://cricos.education.gov.au' },
      { title: 'Scamwatch (Australian Government)', url: 'https://www.scamwatch.gov.au' },
    ],
  },
]

import type { ContentPage } from '../schema'

export const countryGuidePages: ContentPage[] = [
  {
    path: '/guides/countries/usa',
    section: 'Country guides',
    title: 'Study in the USA',
    description:
      'Studying in the USA: how the system works, costs and financial aid, intakes, applying with the Common App, the F-1 visa and your work rights.',
    updated: '2026-11-20',
    readingMinutes: 5,
    body: `The USA has more universities than any other country, from small colleges to huge research universities. Degrees are flexible, campus life is rich, and the best-funded colleges can be generous with aid. Costs are high, though, and the visa rules are changing.

## How the system works

- **Colleges and universities** both award bachelor's degrees. "College" often means a smaller place focused on teaching undergraduates. A **liberal arts college** offers a broad education in small classes.
- **Community colleges** offer two-year associate degrees at lower cost. Some students then transfer to a university for the last two years.
- **Bachelor's degrees** take four years. You study a wide range of subjects at first and usually choose your **major** (main subject) by the end of your second year.
- **Master's degrees** take one to two years. **PhDs** often take five years or more and are usually funded through teaching or research work.
- Choose an **accredited** institution, one that is checked by an approved accrediting body.

## Costs

- Tuition for international students ranges from about USD 25,000 to more than USD 60,000 a year. Public universities charge less than private ones, but still charge international students the higher out-of-state rate.
- Living costs depend on the city: often USD 15,000 to 25,000 a year.
- Add health insurance (usually required by the university), books and travel.

Your **I-20** (see below) shows the university's estimate of your total yearly cost, and you must prove you can pay it.

**Financial aid**: a small number of very wealthy colleges meet the full financial need of admitted international students. Many more offer merit scholarships. For PhDs, assistantships usually cover tuition and pay a salary. Search our [scholarship hub](/scholarships) too.

## Intakes and deadlines

- **Fall** (August or September) is the main intake. **Spring** (January) is available at some universities.
- For first-year undergraduates, **Early Decision** and **Early Action** deadlines are usually 1 or 15 November. **Regular Decision** deadlines are usually in early January. Early Decision is binding: if you are admitted, you must attend.
- Graduate deadlines are usually between December and February for the fall intake, earlier for PhDs and funding.

## How to apply

Most undergraduates apply through the **Common App**, which over 1,000 colleges use. Others use the Coalition application or the college's own portal. You usually send:

- Your school transcripts and the school's report.
- A personal essay (up to 650 words on the Common App) and extra essays for each college.
- Recommendations from a counsellor and one or two teachers.
- Test scores: policies differ. Some colleges are test-optional. Several highly selective universities, including MIT, Harvard and Yale, require the SAT or ACT again.
- Proof of English, such as [TOEFL, IELTS or Duolingo](/tests/english) results.
- Financial documents. Colleges that give need-based aid often ask for the CSS Profile.

For master's and PhD programmes, you apply directly to each university with a statement of purpose, recommendations, transcripts and sometimes [GRE or GMAT](/tests/graduate) scores.

## The student visa in brief

Most students need an **F-1 visa**. After you accept an offer, the university issues a **Form I-20**. You pay the SEVIS fee, fill in the DS-160 form and attend an interview at a US embassy or consulate. Read the full steps on our [student visa page](/resources/visa).

## Work rights

- **During your studies**: up to 20 hours a week on campus in term time, and full time in breaks. Off-campus work is allowed only in special cases, such as **CPT** (work that is part of your programme).
- **After graduation**: **OPT** gives up to 12 months of work in your field, and STEM graduates can add 24 months. Many graduates then look for an employer who will sponsor a work visa such as the H-1B, which is allocated by lottery.

US student and work rules were under active review in 2025 and 2026. Check the official pages before you decide. Our [career guide](/guides/career) has more detail.

## Is the USA right for you?

Choose the USA if you want a flexible degree, a strong campus experience and access to a huge range of programmes, and if your budget or funding can cover the cost. Browse [US universities](/universities), or [apply through us](/apply-now) and let our experts find the three best matches for you.`,
    officialLinks: [
      { title: 'EducationUSA (US Department of State)', url: 'https://educationusa.state.gov' },
      { title: 'Common App', url: 'https://www.commonapp.org' },
      {
        title: 'Student visa (US Department of State)',
        url: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
      },
      {
        title: 'Study in the States (US Department of Homeland Security)',
        url: 'https://studyinthestates.dhs.gov',
      },
    ],
  },
  {
    path: '/guides/countries/uk',
    section: 'Country guides',
    title: 'Study in the UK',
    description:
      'Studying in the UK: shorter degrees, costs, intakes, applying through UCAS or directly, the Student visa, the Graduate route and your work rights.',
    updated: '2026-11-20',
    readingMinutes: 5,
    body: `The UK is home to some of the oldest universities in the world. Degrees are shorter than in most countries, which keeps the total cost down, and teaching is in English. Visa costs are high and the post-study work visa is getting shorter, so plan carefully.

## How the system works

- In **England, Wales and Northern Ireland**, a bachelor's degree usually takes **three years**. In **Scotland** it takes **four**.
- You study **one subject** (or two, in a joint degree) from the first day. There is little general education.
- Some courses are **integrated master's** degrees that take four years, common in engineering and the sciences.
- A taught **master's** usually takes **one year**. A **PhD** takes three to four years.
- Bachelor's degrees are graded in classes: first class, upper second (2:1), lower second (2:2) and third. Many master's programmes ask for a 2:1 or its equal from your country.
- If your school qualifications are not enough for direct entry, a **foundation year** can prepare you.

## Costs

- Tuition for international students usually ranges from about GBP 15,000 to 40,000 a year, and more for medicine.
- For the Student visa you must show living costs for up to nine months. From January 2025 this was GBP 1,483 a month in London and GBP 1,136 elsewhere. Real costs, especially rent in London, are often higher.
- The visa fee was GBP 524 from April 2025, plus the Immigration Health Surcharge of GBP 776 for each year of your visa.

## Intakes and deadlines

- **September or October** is the main intake. Some courses also start in **January**, and a few in May.
- Through UCAS, the deadline for Oxford, Cambridge, and most courses in medicine, dentistry and veterinary science is **15 October**, almost a year before you start.
- For most other courses, the "equal consideration" deadline falls in mid-January. Applications sent by then are treated equally.
- International students can apply later, until 30 June, but popular courses may be full by then.
- Master's applications are often open until the summer, but scholarship and popular course deadlines are much earlier.

## How to apply

**Undergraduate**: you apply through **UCAS**.

- Up to **five choices** in one application.
- One **personal statement** for all your choices. From 2026 entry it answers three questions about why you chose the subject, how your studies prepared you and what else you have done, in up to 4,000 characters.
- A **reference** from a teacher, and your predicted grades.
- Some courses add tests or interviews.

**Postgraduate**: you apply directly to each university online, usually with transcripts, a personal statement, references and proof of English.

## The student visa in brief

After you accept an unconditional offer, the university gives you a **CAS** number. You then apply online for the **Student visa**, prove your money and English, and pay the fee and the Immigration Health Surcharge. Your visa is a digital eVisa. See the details on our [student visa page](/resources/visa).

Most students on taught master's courses can no longer bring family members. Research degrees are the main exception.

## Work rights

- **During your studies**: up to 20 hours a week in term at degree level, and full time in official vacations.
- **After graduation**: the **Graduate route** lets you work at any level without a sponsor for 2 years (3 after a PhD). For applications made from 1 January 2027, bachelor's and master's graduates get **18 months** instead.

Read more in our [career guide](/guides/career).

## Is the UK right for you?

Choose the UK if you know what you want to study, want to finish your degree quickly, and like a historic, international environment. Browse [universities](/universities), or [apply through us](/apply-now) and let our experts choose the three best matches for you.`,
    officialLinks: [
      { title: 'UCAS', url: 'https://www.ucas.com' },
      { title: 'Student visa (GOV.UK)', url: 'https://www.gov.uk/student-visa' },
      { title: 'Graduate visa (GOV.UK)', url: 'https://www.gov.uk/graduate-visa' },
      { title: 'Study UK (British Council)', url: 'https://study-uk.britishcouncil.org' },
    ],
  },
  {
    path: '/guides/countries/canada',
    section: 'Country guides',
    title: 'Study in Canada',
    description:
      'Studying in Canada: universities and colleges, costs, intakes, applying through OUAC or directly, the study permit and attestation letters, and work rights.',
    updated: '2026-11-20',
    readingMinutes: 4,
    body: `Canada offers high-quality public universities, safe and diverse cities, and a clear path from study to work. Since 2024, though, the government has limited the number of new study permits, so applications need more planning than before.

## How the system works

- Education is run by the **provinces**, so rules and application systems differ between them.
- **Universities** award bachelor's, master's and doctoral degrees. **Colleges** mostly offer diplomas and certificates, and some offer degrees.
- A **bachelor's** degree usually takes **four years** (three in some programmes). A **master's** takes one to two years, and a PhD four years or more.
- Many programmes offer **co-op**: paid work terms alternate with study terms.
- Most universities teach in English. In **Quebec**, many teach in French, though some, such as McGill and Concordia, teach in English.

## Costs

- Tuition for international undergraduates is often CAD 25,000 to 60,000 a year, and higher for some programmes such as engineering, business or medicine.
- For the study permit you must show first-year tuition, travel and living costs of **CAD 22,895** for a single student (from 1 September 2025, outside Quebec). Quebec sets its own amounts.
- Health cover depends on the province. In some provinces you join the public plan. In others, you must buy the university's plan.

## Intakes and deadlines

- **September** is the main intake. Many universities and colleges also accept students in **January**, and some in **May**.
- For September, university deadlines usually fall between **January and March**. Scholarship deadlines can be earlier, even in November.
- Colleges often accept applications until programmes are full.

## How to apply

- **Ontario universities**: apply through **OUAC**, the Ontario Universities' Application Centre. International students and others not in an Ontario high school use the "105" application.
- **Ontario colleges**: apply through OntarioColleges.ca.
- **British Columbia**: many institutions use **EducationPlannerBC**.
- **Quebec and most other provinces**: apply directly to each university.

You usually send transcripts, proof of English (or French), and for some programmes a personal statement, references or a portfolio. Graduate programmes always ask for references and a statement of purpose.

## The study permit in brief

You need a **letter of acceptance** from a designated learning institution. Most students also need a **provincial or territorial attestation letter** (PAL or TAL), which your school helps you get. From January 2026, master's and doctoral students at public institutions are exempt. You then apply online, give biometrics and prove your funds. For Quebec you first need a **CAQ**. See the full steps on our [student visa page](/resources/visa).

## Work rights

- **During your studies**: up to **24 hours a week** off campus in term, and full time in scheduled breaks. Co-op terms need a separate co-op work permit.
- **After graduation**: the **Post-Graduation Work Permit** (PGWP) can last up to **3 years**, depending on your programme. You need a language test result, and some college programmes must be in fields with labour shortages.
- Spouses can get an open work permit only in some cases: mainly when the student is in a master's programme of at least 16 months, a doctoral programme or certain professional programmes.

Read more in our [career guide](/guides/career).

## Is Canada right for you?

Choose Canada if you want strong public universities, lower fees than the most expensive US universities, and a realistic route to work after you graduate. Check the attestation letter rules and permit limits early. Browse [universities](/universities), or [apply through us](/apply-now) and let our experts handle the details.`,
    officialLinks: [
      {
        title: 'Study permit (Government of Canada)',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html',
      },
      {
        title: 'Work after graduation (Government of Canada)',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/after-graduation.html',
      },
      { title: 'Ontario Universities’ Application Centre (OUAC)', url: 'https://www.ouac.on.ca' },
      { title: 'EduCanada (Government of Canada)', url: 'https://www.educanada.ca' },
    ],
  },
  {
    path: '/guides/countries/australia',
    section: 'Country guides',
    title: 'Study in Australia',
    description:
      'Studying in Australia: the system, costs, February and July intakes, applying directly or through UAC, the subclass 500 visa and your work rights.',
    updated: '2026-11-20',
    readingMinutes: 4,
    body: `Australia combines research-intensive universities with a relaxed lifestyle and a post-study work visa. It is also one of the most expensive places to apply for a student visa, and the government now manages student numbers closely.

## How the system works

- **Universities** award degrees. **TAFE** institutes and private colleges offer vocational diplomas and certificates.
- A **bachelor's** degree usually takes **three years**. An extra **honours** year, or a longer professional degree, takes four or more.
- A coursework **master's** usually takes one and a half to two years. A **PhD** takes three to four years.
- Every course for international students must be registered on **CRICOS**, the official register. Universities are regulated by the national agency TEQSA.

## Costs

- Tuition for international students is often AUD 30,000 to 55,000 a year, and more for medicine and some other fields.
- For the visa you must show living costs of **AUD 29,710 a year** (since May 2024), plus tuition and travel.
- You must buy **OSHC** (Overseas Student Health Cover) for your whole stay.
- The student visa fee was **AUD 2,000** for the main applicant from July 2025.

## Intakes and deadlines

- **Semester 1** starts in **February or March** and is the main intake. **Semester 2** starts in **July**.
- Some universities also run trimesters, with a start in November.
- Deadlines differ by university. Leave enough time for your offer, your CoE and the visa: many students apply six to nine months before the start date.

## How to apply

- Most international students apply **directly to the university** online, or through a registered education agent.
- Each state also has an **admission centre**: UAC (New South Wales and the ACT), VTAC (Victoria), QTAC (Queensland), SATAC (South Australia and the Northern Territory) and TISC (Western Australia). They are mainly for students finishing school in Australia, but some international students use them too.
- After you accept an offer and pay a deposit, the university sends your **CoE** (Confirmation of Enrolment).

You usually need transcripts, proof of English and a passport. Some courses ask for a statement, a portfolio or an interview.

## The student visa in brief

You need the **Student visa (subclass 500)**. You apply online with your CoE, show that you are a genuine student (the **Genuine Student requirement**: written answers about your plans and situation), prove your funds and English, and hold OSHC. See the full steps on our [student visa page](/resources/visa).

The government sets a yearly planning level for new international students. When a provider is close to its level, new visa applications for it may be processed more slowly.

## Work rights

- **During your studies**: up to **48 hours per two weeks** during study periods, and unlimited hours in course breaks.
- **After graduation**: the **Temporary Graduate visa (subclass 485)** usually gives 2 years after a bachelor's or coursework master's, and 3 years after a research degree. Most applicants must be 35 or younger.

Read more in our [career guide](/guides/career).

## Is Australia right for you?

Choose Australia if you want a high-quality degree, a warm climate for much of the year and a chance to work after graduation, and if you can plan for its visa and living costs. Browse [universities](/universities), or [apply through us](/apply-now) and let our experts choose your three best matches.`,
    officialLinks: [
      {
        title: 'Student visa subclass 500 (Australian Department of Home Affairs)',
        url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
      },
      {
        title: 'Study Australia (Australian Government)',
        url: 'https://www.studyaustralia.gov.au',
      },
      { title: 'CRICOS (Australian Government)', url: 'https://cricos.education.gov.au' },
      { title: 'Universities Admissions Centre (UAC)', url: 'https://www.uac.edu.au' },
    ],
  },
]

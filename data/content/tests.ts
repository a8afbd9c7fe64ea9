import type { ContentPage } from '../schema'

export const testsPages: ContentPage[] = [
  {
    path: '/tests/english',
    section: 'Tests & Documents',
    title: 'English tests: IELTS, TOEFL, PTE and Duolingo',
    description:
      'Compare IELTS Academic, TOEFL iBT, PTE Academic and the Duolingo English Test: format, timing, score scales, typical requirements, costs and booking.',
    updated: '2026-11-20',
    readingMinutes: 6,
    body: `Most universities in English-speaking countries ask international students to prove their English. The four tests below are the most widely accepted. Which one you take depends on your universities, your visa and how you prefer to be tested.

## First, check what you need

- **Check each university's list.** Not every university accepts every test, and some ask for a minimum in each skill (reading, writing, listening and speaking), not only overall.
- **Check your visa.** The UK asks for a test on its approved list (a "SELT") for courses below degree level, while universities can assess degree-level students themselves. Australia accepts a set list of tests for the student visa. Our [student visa page](/resources/visa) covers each country's rules.
- **Check whether you are exempt.** Many universities waive the test if you are a citizen of a majority English-speaking country, or if your previous degree was taught in English. You may need a letter from your school or university to prove this.
- **Results are usually valid for two years.**

## The four tests at a glance

| Test | Format and time | Score scale |
| --- | --- | --- |
| IELTS Academic | On paper or computer at a test centre; about 2 hours 45 minutes | Bands 0 to 9, in half bands |
| TOEFL iBT | On computer at a centre or at home; new shorter format since January 2026 | 1 to 6 in half steps, with the 0 to 120 score shown too during the change-over |
| PTE Academic | On computer at a test centre; about 2 hours | 10 to 90 |
| Duolingo English Test | Online at home; about 1 hour | 10 to 160 |

## IELTS Academic

- **Parts**: Listening (30 minutes), Reading (60 minutes), Writing (60 minutes) and Speaking (11 to 14 minutes, face to face with an examiner, sometimes on another day).
- **Scores**: each part gets a band from 0 to 9, and you get an overall band. Many universities ask for **6.0 to 7.0 overall**, often 6.5, with no part below a set band.
- **Results**: within a few days for the computer test, and after about two weeks for the paper test.
- **Cost**: roughly USD 200 to 300, depending on the country.
- **Note**: for some UK visas you need **IELTS for UKVI**, a version taken at approved centres. Check before you book.

## TOEFL iBT

- **Since 21 January 2026**, the test is shorter (about 1.5 hours or less), and the reading and listening sections adapt to your level as you go. New tasks copy real study situations, such as writing an e-mail or joining an academic discussion.
- **Scores**: the new scale runs from **1 to 6** in half steps and is linked to the CEFR (the common European scale of language levels). For a transition period, score reports also show the familiar **0 to 120** score. Many universities have asked for about **80 to 100** on the old scale. Check which scale each university uses now.
- **Results**: within about 72 hours.
- **Cost**: roughly USD 200 to 300, depending on the country.
- **Home Edition**: you can take the test at home with an online proctor (a person who watches by webcam).

## PTE Academic

- **Parts**: speaking and writing, reading, and listening, all on a computer in one session of about two hours.
- **Scores**: 10 to 90, scored by computer. Many universities ask for about **58 to 65**.
- **Results**: usually within two days.
- **Cost**: roughly USD 200 to 270, depending on the country.
- Widely used for Australia and accepted for UK visas in its UKVI version.

## Duolingo English Test

- **Format**: a one-hour test on your own computer, with a short video interview. Questions adapt to your level.
- **Scores**: 10 to 160. Many universities that accept it ask for about **105 to 125**.
- **Results**: usually within two days.
- **Cost**: about USD 70 in 2025, the cheapest of the four.
- **Note**: fewer universities accept it than the other three, and it is not accepted for most student visas that ask for a test. Check before you rely on it.

## Which test should you take?

- Choose the test that **all your universities accept**. If one of them only accepts IELTS, take IELTS.
- If you like talking to a person, IELTS lets you speak to an examiner. If you prefer a computer, PTE and TOEFL are fully digital.
- If you have no test centre nearby, the TOEFL Home Edition or the Duolingo English Test can help, if your universities accept them.
- Take free official practice tests for two different tests and compare how you feel.

## How to book

1. Go to the **official website** of the test (linked below). Avoid unofficial sites that charge extra.
2. Create an account using your name **exactly as in your passport**.
3. Choose a date at least four to six weeks before your first deadline, so that you have time to retake the test if needed.
4. Pay online and keep the confirmation.
5. Bring the **same passport** you registered with on test day.

## Preparing well

- Use official practice materials and do at least one full timed practice test.
- Practise speaking out loud, and time your writing.
- Read and listen to English every day: news, lectures and podcasts in your subject.
- Learn the format. Many students lose marks by misunderstanding a task, not because of their English.

Our experts check your English scores against each university's rules when you [apply through us](/apply-now). See also our [documents checklist](/tests/documents).`,
    officialLinks: [
      { title: 'IELTS', url: 'https://ielts.org' },
      { title: 'TOEFL iBT (ETS)', url: 'https://www.ets.org/toefl.html' },
      { title: 'PTE Academic (Pearson)', url: 'https://www.pearsonpte.com' },
      { title: 'Duolingo English Test', url: 'https://englishtest.duolingo.com' },
    ],
  },
  {
    path: '/tests/graduate',
    section: 'Tests & Documents',
    title: 'GRE and GMAT',
    description:
      'The GRE General Test and the GMAT Focus Edition explained: format, scoring, which programmes ask for them, test-optional trends and how to book.',
    updated: '2026-11-19',
    readingMinutes: 5,
    body: `The GRE and the GMAT are tests for graduate study. They measure reasoning skills, not subject knowledge. Many master's, PhD and MBA programmes ask for one of them, especially in the USA. Others have made them optional.

## Who asks for them?

- **US master's and PhD programmes**: some require the GRE, many have made it optional, and some do not look at it at all. It differs even between departments of the same university.
- **Business schools**: MBA and business master's programmes usually accept either the GMAT or the GRE.
- **Programmes outside the USA**: some business schools and economics programmes in Europe and Asia ask for them too.
- **Funding**: even when a test is optional, a strong score can help with scholarships and assistantships.

Always check each programme's admissions page for the current rule and the year it applies to.

## GRE General Test

Made by ETS. Since September 2023 it takes **just under two hours**:

| Section | What it tests | Time |
| --- | --- | --- |
| Analytical Writing | One essay giving your view on an issue | 30 minutes |
| Verbal Reasoning | Reading, vocabulary in context, reasoning | 2 sections, 41 minutes in total |
| Quantitative Reasoning | Arithmetic, algebra, geometry, data analysis | 2 sections, 47 minutes in total |

- **Scores**: Verbal and Quantitative are each scored from **130 to 170**. Analytical Writing is scored from **0 to 6** in half points.
- **Adaptive by section**: how well you do in the first section of Verbal or Quantitative decides how hard the second one is.
- **Scores are valid for five years.** With ScoreSelect you choose which test dates to send.
- **Where**: at a test centre or at home.
- **Cost**: about USD 220 in most countries, and a little different in some.

## GMAT Focus Edition

Made by GMAC. The GMAT Focus Edition has been the only version of the GMAT since early 2024. It takes **2 hours 15 minutes**, plus an optional 10-minute break:

| Section | Questions | Time |
| --- | --- | --- |
| Quantitative Reasoning | 21 | 45 minutes |
| Verbal Reasoning | 23 | 45 minutes |
| Data Insights | 20 | 45 minutes |

- **Scores**: the total runs from **205 to 805**. Each section is scored from 60 to 90.
- **You choose the order** of the sections, and you can review and change up to three answers in each section.
- There is no essay.
- **Scores are valid for five years.**
- **Where**: at a test centre or online.
- **Cost**: about USD 275 at a test centre and about USD 300 online, with some differences by region.

## GRE or GMAT?

- If your business schools accept both, take practice tests of each and choose the one you do better in.
- If you are applying to business and non-business programmes, the GRE covers both.
- The GMAT has more data analysis, the GRE more vocabulary. Think about your strengths.
- Do not compare raw scores between the tests. Schools use official tools to compare them.

## Test-optional trends

Since 2020, many US PhD programmes have dropped the GRE requirement, and many business schools offer test waivers, for example for applicants with strong work experience or quantitative qualifications. Some programmes have since brought their tests back.

What this means for you:

- "Optional" means the programme will not reject you for having no score. A good score can still strengthen your application, especially if your grades are uneven or from a less familiar university.
- "Not considered" means the programme will ignore a score. Do not spend money on it.
- Rules change from year to year. Check the page for your intake year.

## How to book

1. Create an account on the official website: **ETS** for the GRE, **mba.com** for the GMAT.
2. Use your name **exactly as in your passport**, the ID you will bring.
3. Book six to eight weeks ahead, and at least two months before your first deadline, so that you can retake the test if needed.
4. If you need accommodations, such as extra time for a disability, apply for them before you book. Approval can take several weeks.
5. Check the rules for online testing: your room, your computer and your internet connection.

## Preparing

- Most people study for **two to three months**.
- Start with an official practice test to see your level.
- Use official practice materials. They are closest to the real test.
- Practise with a timer. Time pressure is the biggest challenge in both tests.

Not sure whether you need a test at all? Our experts check every programme's rules for you when you [apply through us](/apply-now). See also our [application guide](/guides/application).`,
    officialLinks: [
      { title: 'GRE General Test (ETS)', url: 'https://www.ets.org/gre.html' },
      { title: 'GMAT Focus Edition (GMAC, mba.com)', url: 'https://www.mba.com' },
    ],
  },
  {
    path: '/tests/documents',
    section: 'Tests & Documents',
    title: 'Application documents',
    description:
      'Checklists of the documents a university application needs: transcripts, personal statement, references, CV, passport, proof of English, finances, portfolio.',
    updated: '2026-11-18',
    readingMinutes: 5,
    body: `A strong application is also a complete one. Missing or unclear documents are one of the most common reasons for delays. Use this page as a checklist, then check each university's own list.

## The core documents

| Document | Undergraduate | Master's and PhD |
| --- | --- | --- |
| Passport | Yes | Yes |
| School transcripts and certificates | Yes | Sometimes |
| University transcripts and degree certificate | If you studied at university | Yes |
| Proof of English | Usually | Usually |
| Personal statement or statement of purpose | Usually | Yes |
| References (recommendation letters) | Usually 1 to 3 | Usually 2 or 3 |
| CV or résumé | Sometimes | Usually |
| Test scores (SAT, ACT, GRE, GMAT) | Some US colleges | Some programmes |
| Portfolio or writing sample | Creative subjects | Some programmes |
| Research proposal | No | Many PhDs |
| Financial documents | For the visa stage | For the visa stage |

## Identity

- **Passport**: valid for your whole stay if possible. Many visas need at least six months of validity beyond your planned stay. Renew it early if needed.
- **Use one spelling of your name** everywhere, exactly as in your passport. Differences cause delays at the visa stage.

## Academic records

- **Transcripts** (or mark sheets): official lists of your subjects and grades, issued by your school or university.
- **Certificates and diplomas**: proof that you completed a qualification.
- **Predicted grades**: for UK undergraduate applications made before your final exams.
- If your documents are not in English, you need **certified translations**. Some universities also want a **credential evaluation**. Our [transcripts guide](/tests/transcripts) explains both.

## Proof of English

A recent test report from IELTS, TOEFL, PTE or Duolingo, or a letter proving that your previous studies were taught in English, if the university accepts that. Compare the tests in our [English tests guide](/tests/english).

## Personal statement, statement of purpose and motivation letter

These are your chance to speak in your own voice.

- **Personal statement** (mostly undergraduate): why this subject, and what you have done to explore it. The Common App essay is up to 650 words. The UCAS statement answers three questions in up to 4,000 characters.
- **Statement of purpose** (graduate): your academic background, what you want to study or research, why this programme fits and your plans afterwards. Often 500 to 1,000 words.
- **Motivation letter** (common in Europe): shorter and more formal, on why you chose the programme and why you are a good fit.

Write it yourself, be specific, and keep within the limit. Read our post on [writing a personal statement](/blog/writing-a-personal-statement).

## References

- Choose people who know your work: teachers, professors or managers.
- Referees usually upload their letters directly. You just enter their names and e-mail addresses.
- Give them at least four weeks, your CV and your list of deadlines.

## CV or résumé

One or two pages: education, work experience, projects, awards, skills and languages. Put the most recent items first. Our [career guide](/guides/career) has country-specific tips.

## Portfolio, writing sample, research proposal

- **Portfolio**: art, design and architecture courses ask for a selection of your work, usually uploaded online. Follow the format and number of pieces exactly.
- **Writing sample**: some humanities and social science programmes ask for an essay you have written.
- **Research proposal**: many PhDs, especially in the UK, Europe and Australia, ask for a short plan of your research. Contact potential supervisors before you write it.

## Financial documents

You usually need these after you accept an offer, for the I-20, CAS or visa:

- Bank statements in your name or your sponsor's name.
- A letter from your sponsor (for example a parent), with proof of your relationship.
- Scholarship award letters.
- Loan approval letters.

Amounts and rules differ by country. See our [student visa page](/resources/visa) and [financial guide](/guides/financial).

## Other things you may need

- Application fees (sometimes waived).
- Passport-style photos.
- Interview preparation.
- A medical or TB test for some visas.
- Proof of vaccinations for some US colleges.
- A police certificate for some courses, such as medicine or teaching.

## Keep your files organised

- Scan every document in colour as a PDF, and name files clearly: "Surname_Transcript_2026.pdf".
- Keep originals safe and bring them when you travel.
- Keep a list of what you sent to each university and when.

Applying through us? Our experts tell you exactly which documents each of your three universities needs and check them before anything is sent. [Start here](/apply-now).`,
    officialLinks: [
      { title: 'UCAS', url: 'https://www.ucas.com' },
      { title: 'Common App', url: 'https://www.commonapp.org' },
      {
        title: 'Student visa (US Department of State)',
        url: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
      },
      { title: 'Student visa (GOV.UK)', url: 'https://www.gov.uk/student-visa' },
    ],
  },
  {
    path: '/tests/transcripts',
    section: 'Tests & Documents',
    title: 'Transcripts, translations and credential evaluation',
    description:
      'Transcripts for studying abroad: official copies, certified translations, apostilles and credential evaluation by WES, ECE, UK ENIC, uni-assist and Nuffic.',
    updated: '2026-11-18',
    readingMinutes: 5,
    body: `Your transcripts show a university what you have already achieved. When they come from another country, the university also has to understand them. That can mean translations, certified copies or a credential evaluation. This guide explains each step.

## What is a transcript?

A transcript (also called a mark sheet or academic record) is an official list of the subjects you took and the grades you got. It is issued by your school or university.

- **Official transcripts** are sent in a sealed envelope or through a secure electronic service, often directly by your school or university.
- **Unofficial copies**, such as scans you upload yourself, are often enough when you first apply. Universities may ask for official copies after they make an offer.
- Ask your school or university early. Some take weeks to issue documents, especially during holidays.

## Certified translations

If your documents are not in English (or in the language the university asks for), you usually need a **certified translation**.

- A **certified translation** is made by a professional translator who confirms that it is complete and accurate. Some countries require a **sworn translator**, one who is officially registered with a court or authority. Germany is one example.
- Send the translation together with a copy of the original.
- Do not translate your own documents, even if your language skills are excellent. Universities will not accept them.
- Translate grades and course names exactly. Do not "improve" them.

## Certified copies and apostilles

- A **certified copy** is a copy that an authorised person, such as a notary or your school, confirms is true to the original.
- An **apostille** is a stamp that confirms a public document is genuine, for use in another country. It exists between countries in the Hague Apostille Convention. Countries outside the convention use a longer process called legalisation.
- Only get these when a university or visa office asks for them. They cost time and money.

## Credential evaluation

A credential evaluation compares your qualification to the education system of another country. It may, for example, convert your grades into a US grade point average (GPA). Some universities do this themselves. Others ask you to use a specific service.

### WES (World Education Services)

- Used widely in the **USA and Canada**.
- A **document-by-document** evaluation confirms what your qualifications are equal to. A **course-by-course** evaluation also lists every subject and grade, with a GPA.
- Your institution usually sends your documents directly to WES.
- WES also provides the Educational Credential Assessment (ECA) used for some Canadian immigration programmes, which is different from a study application.

### ECE (Educational Credential Evaluators)

- A US service, accepted by many American universities, and an alternative to WES.
- Check which services your universities accept before you pay for one.

### UK ENIC

- The UK's national agency for recognising international qualifications.
- It issues a **Statement of Comparability**, which shows how your qualification compares to UK levels. Most UK universities assess applications themselves, but the statement can help with jobs and professional registration.
- It also issues statements confirming that a degree was taught in English, which can help prove your English for some visas.

### uni-assist (Germany)

- Many German universities ask international applicants to apply through **uni-assist**, which checks your documents before the university decides.
- Fees in recent years were EUR 75 for the first application in a semester and EUR 30 for each further one. Check the current fees.
- Some universities ask for a **VPD** (preliminary review documentation) from uni-assist, which you then send to the university.
- Applicants from **China, India and Vietnam** also need an **APS certificate**, which confirms their academic documents, before they can apply for a visa, and often before they apply to a university.

### Nuffic (Netherlands)

- Nuffic is the Dutch organisation for international education. It explains how foreign qualifications compare to Dutch ones.
- Dutch universities usually assess your diploma themselves after you apply through Studielink. Individuals can request a credential evaluation for work or further study.

## Timing and tips

- Start four to eight weeks before your first deadline. Evaluations and official transcripts can take that long.
- Use your name exactly as in your passport. If your name has changed, include proof, such as a marriage certificate.
- Keep scans of everything you send, and note tracking numbers.
- Do not pay for an evaluation that no university has asked for.

When you [apply through us](/apply-now), our experts tell you exactly which copies, translations and evaluations each university needs. See our full [documents checklist](/tests/documents).`,
    officialLinks: [
      { title: 'World Education Services (WES)', url: 'https://www.wes.org' },
      { title: 'Educational Credential Evaluators (ECE)', url: 'https://www.ece.org' },
      { title: 'UK ENIC', url: 'https://www.enic.org.uk' },
      { title: 'uni-assist', url: 'https://www.uni-assist.de/en/' },
      { title: 'Nuffic', url: 'https://www.nuffic.nl/en' },
      {
        title: 'Apostille Section (Hague Conference on Private International Law)',
        url: 'https://www.hcch.net/en/instruments/conventions/specialised-sections/apostille',
      },
    ],
  },
]

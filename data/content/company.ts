import type { ContentPage } from '../schema'

export const companyPages: ContentPage[] = [
  {
    path: '/about',
    section: 'Company',
    title: 'About Study Abroad Compass',
    description:
      'Who we are, what parents should know, who our free Apply Through Us service is for, how we are paid, how we choose universities and our data.',
    updated: '2026-11-28',
    readingMinutes: 4,
    body: `Study Abroad Compass helps students find, compare and apply to universities around the world. You can use the site on your own: search [universities](/universities), [courses](/courses) and [scholarships](/scholarships), compare universities side by side and read our guides. Or you can let our admissions experts do the heavy lifting.

## Apply Through Us

When you [apply through us](/apply-now), our admissions experts:

- study your grades, goals, budget and preferences;
- choose the **three universities that match you best**, and explain why;
- prepare and submit the applications with you;
- handle the communication with each university;
- help you find and apply for scholarships;
- negotiate with universities about your offers where there is a good reason, for example to ask for a scholarship review or a later deadline;
- support you through the visa and enrolment.

You can follow your application at any time through a private tracking link.

## For parents

Many parents read this page before their child hands us a passport number and grades. Here is what we do with them:

- **We ask only for what an application needs**, and use it only to prepare and send your child's applications. Our [privacy policy](/privacy) says who is responsible for the data, how long we keep it and how to have it deleted.
- **You can follow every step.** The private tracking link shows the status, the next steps, a checklist of documents to prepare and what was sent to us. It never shows the passport number. If the link is lost, [a new one](/track) can be sent to the e-mail address on the application.
- **Nothing is sent in your child's name without their agreement**, and the final choice of university is always theirs.
- **Questions are welcome.** [Write to us](/contact), quoting the application's reference, and we reply within 24 hours.

## Who it is for

Students applying for a bachelor's, master's, PhD or diploma abroad, and the parents who support them. Many of the students we work with are the first in their family to study abroad, and many are not native English speakers. We write simply and explain every step.

## How the service is paid for

**The service is free for students.** We are paid commissions by some partner universities when a student we helped enrols there.

We are open about this:

- We always tell you which of the universities we recommend pay us.
- A commission never decides a recommendation. We recommend universities that do not pay us whenever they fit you better.
- You are free to choose any university, including ones we did not suggest.

## How we choose recommendations

We look at:

- your academic profile and the university's usual entry level, so that you have a realistic chance;
- the subject and course content you want;
- the total cost compared with your budget, and the scholarships you could get;
- your preferred country, and visa and work rules that affect your plans;
- support for international students, and where graduates go next.

We aim for a balanced set of three, not three long shots.

## Our data

Our team writes the profiles of universities, scholarships and courses on this site from their official pages. University rankings come from the **QS World University Rankings 2026**. Each dataset states its source and the date it was last checked; you will find them below. Official websites are always the final word on fees, deadlines and entry requirements.

The stories and results on our home page are illustrative examples, not real students. Read more on our [admission results](/admission-results) page.

## Talk to us

Questions, corrections or ideas? [Contact us](/contact). We reply within 24 hours.`,
    officialLinks: [
      {
        title: 'QS World University Rankings',
        url: 'https://www.topuniversities.com/world-university-rankings',
      },
    ],
  },
  {
    path: '/contact',
    section: 'Company',
    title: 'Contact us',
    description:
      'Get in touch with Study Abroad Compass about applying through us, your application, a correction to our data or a privacy request. We reply within 24 hours.',
    updated: '2026-11-21',
    readingMinutes: 1,
    body: `We are happy to help. Write to us about:

- **Applying through us**: questions about the service before you [apply](/apply-now).
- **Your application**: first check its status with your private tracking link, then write to us if anything is unclear. Please include your reference number.
- **Our data**: if you spot a mistake in a university, course or scholarship, tell us and we will check it.
- **Your personal data**: requests to see, correct or delete what we hold about you. See our [privacy policy](/privacy).
- **Universities and partners**: questions about working with us.

We reply **within 24 hours**. Please do not send passport scans or other sensitive documents through the form; we will tell you how to share them safely if we need them.`,
    officialLinks: [],
  },
  {
    path: '/admission-results',
    section: 'Company',
    title: 'About our admission results',
    description:
      'The stories and results on our home page are illustrative examples, not real students. Here is why, and what typical outcomes for applicants really look like.',
    updated: '2026-11-21',
    readingMinutes: 3,
    body: `Our home page shows scholarship stories and admission results. We want to be clear about what they are.

## These are illustrative examples

The stories and results on the home page are **examples written by our team**. They are **not real students**. The names, quotes and amounts are invented. Each example names a real scholarship and a real university, to show the kind of outcome that is possible for a strong applicant.

We use examples because we will not publish real students' names, grades or money without their clear permission, and because examples let us show a range of countries, subjects and scholarships.

## We never present invented testimonials as real

If we ever publish a real student's story, we will say so, and only with that student's written consent. We will never present an invented testimonial, review or result as if it came from a real person. If you see anything on our site that seems to break this rule, please [tell us](/contact).

## What typical outcomes look like

Every student is different, but some patterns are common:

- **Most students get a mix of offers and refusals.** That is why we recommend a balanced set of universities, including at least one where your profile is clearly above the usual level.
- **Many offers are conditional.** You still need to meet conditions, such as final grades or an English score.
- **Large scholarships are competitive.** Fully funded awards such as Chevening or Fulbright receive many more applications than they can fund. Most students pay for at least part of their studies themselves, with help from smaller university scholarships, family or loans.
- **Timing matters.** Students who start early, meet deadlines and prepare complete documents have more choices.
- **Visas depend on your documents.** A clear, honest application with enough funds is the best preparation.

## What we can promise

We cannot promise an admission, a scholarship or a visa. Universities, funders and governments make those decisions. What we can promise is honest advice, careful applications to the three universities that fit you best, and clear information about how we are paid. Read more [about us](/about), or [apply through us](/apply-now).`,
    officialLinks: [
      { title: 'Chevening Scholarships', url: 'https://www.chevening.org' },
      { title: 'Fulbright Foreign Student Program', url: 'https://foreign.fulbrightonline.org' },
    ],
  },
]

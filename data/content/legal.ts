import type { ContentPage } from '../schema'

export const legalPages: ContentPage[] = [
  {
    path: '/privacy',
    section: 'Legal',
    title: 'Privacy policy',
    description:
      'What personal data Study Abroad Compass collects, why, how long we keep it and how to see, correct or delete it. No analytics, no advertising, no tracking.',
    updated: '2026-11-28',
    readingMinutes: 5,
    body: `This page explains, in plain words, what personal data Study Abroad Compass ("we") collects when you or your child use this site, and what we do with it. If anything is unclear, [contact us](/contact).

## The short version

- We collect only what we need to handle an application or a message.
- We do **not** use analytics, advertising or tracking cookies, and we load **no third-party scripts**.
- We do not sell your data.
- We delete applications **24 months after the last activity**.

## When you apply through us

The application form asks for your name, e-mail address, phone number, date of birth, nationality, passport number (optional), address, education and grades, English test results, study plans, budget, funding, personal statement, work experience and anything else you choose to add. It also records whether you accepted our terms and whether you want updates by e-mail.

We store your application in our database and use it **only to process your application**: to assess your profile, choose universities, prepare and submit applications, and contact you. When we apply to a university for you, we send it the details it needs. Universities that pay us a commission learn that you applied through us.

## Your private tracking link

Each application has a **private tracking link** with a long random code. It shows the application's status, the next steps, a list of documents to prepare and what you sent us, **except your passport number**, which it never shows. Anyone who has the link can see that page, so please keep it to yourself.

If you lose the link, you can [ask for a new one](/track) with the e-mail address you applied with. We send it **only to that address**, and the page does not say whether we found an application, so nobody can use it to find out who applied. When you open the new link, the old one stops working.

If e-mail sending is set up on our side, we send you a confirmation and any new link by e-mail through our e-mail provider. We send other updates by e-mail only if you ticked the box for them, and you can stop them at any time.

## When you contact us

We keep your name, e-mail address and message to answer you and deal with any follow-up, and delete them within 24 months of your last message.

## Security and limits

To stop abuse, we count how often each **IP address** (your device's network address) submits applications, sends us a message, asks for a new tracking link, tests a crawler key or starts a crawl, and how often a new tracking link is asked for each e-mail address (we keep only a scrambled form of the address for this). These counters are kept for **at most one hour**, then deleted.

Like any website, the service that hosts our site may record technical logs, such as IP addresses and request times, for security and troubleshooting. We do not use them to profile visitors.

## The crawler tool

If you use our data-collection (crawler) tool, you give it an API key for the crawling service. We keep the key in an encrypted cookie in your browser for **7 days**, not in our database. The key and the web addresses you choose are sent to the crawling service when you test the key or run a crawl.

## Cookies and your browser

We use a few cookies that our features need, and your browser's local storage for your comparison list. Our [cookie policy](/cookies) lists them all.

## Your rights

You can ask us to:

- **show you** the data we hold about you;
- **correct** anything that is wrong;
- **delete** your data;
- stop sending you update e-mails.

Write to us from the e-mail address you used (or through our [contact page](/contact)), quoting your application's reference if you have one. We answer within one month at the latest, usually much sooner. If you are unhappy with our answer, you can complain to the data protection authority where you live. In the UK, that is the Information Commissioner's Office (ICO).

## Changes

If we change how we use your data, we will update this page and the date at the top.`,
    officialLinks: [{ title: "Information Commissioner's Office (UK)", url: 'https://ico.org.uk' }],
  },
  {
    path: '/terms',
    section: 'Legal',
    title: 'Terms of service',
    description:
      'The terms for using Study Abroad Compass and our free Apply Through Us service: what we do, how we are paid, what we need from you and what we cannot promise.',
    updated: '2026-11-21',
    readingMinutes: 4,
    body: `These terms explain how you may use Study Abroad Compass and what you can expect from us. By using the site or applying through us, you agree to them. We have kept them short and plain.

## Our information

Our guides and data on universities, courses and scholarships are general information, written and checked by our team. They are not legal or immigration advice. Fees, deadlines and rules change often: the official pages we link to are the final word. If you find a mistake, please [tell us](/contact).

## Apply Through Us

When you apply through us, our admissions experts choose the three universities that match you best, submit the applications, handle the communication, help with scholarships, negotiate with universities about your offers where there is a good reason, and support you through the visa and enrolment.

**How it is paid for.** The service is **free for students**. We are paid commissions by some partner universities when a student we helped enrols there. We always tell you which of the universities we recommend pay us, and we never let that decide a recommendation.

**What we need from you.**

- Give us true and complete information, and only genuine documents. We will not submit any document we believe is false.
- Reply to us and to universities on time.
- Check what we prepare. We send nothing in your name without your agreement, and the final choice of university is always yours.

**What we cannot promise.** Universities decide on admissions, funders decide on scholarships and governments decide on visas. We cannot guarantee any of these outcomes.

**Stopping.** You can stop at any time by telling us. Applications that universities have already received stay with them unless you withdraw them; we will help you do that.

## Your tracking link

Your private tracking link shows your application's status. Keep it to yourself.

## Our tools

The university comparison and the scholarship matcher are guides. Their scores are estimates, not predictions of any decision.

The crawler tool may only be used on the websites it allows, within its limits. You are responsible for your own API key for the crawling service, and for any costs that service charges you. Respect the terms and copyright of the websites you crawl.

## Fair use

Please do not misuse the site: for example, by trying to break its security, overloading it, or submitting applications for other people without their permission.

## Other websites

We link to universities, governments and test providers. We are not responsible for their content.

## Our responsibility

We do our work with care and skill. We are not responsible for decisions made by universities, funders or governments, or for losses caused by information on other websites. Nothing in these terms takes away rights you have under the law where you live.

## Changes and contact

If we change these terms, we will update this page and its date. Questions? [Contact us](/contact). See also our [privacy policy](/privacy) and [cookie policy](/cookies).`,
    officialLinks: [],
  },
  {
    path: '/cookies',
    section: 'Legal',
    title: 'Cookie policy',
    description:
      'The few cookies and browser storage Study Abroad Compass uses, why we need them and how long they last. No analytics, advertising or tracking cookies.',
    updated: '2026-11-23',
    readingMinutes: 3,
    body: `Cookies are small files a website saves in your browser. Local storage is a similar space in your browser that only the page itself can read. This page lists everything our site saves there.

## The short version

We use **no analytics, advertising or tracking cookies**, and **no cookies from other companies**. We load no third-party scripts. We only save what a feature you use needs.

## What we save

| What | Where | How long | Why |
| --- | --- | --- | --- |
| Crawler API key | Encrypted cookie | 7 days | Keeps the key for the crawling service so you do not type it again. Only set if you use the crawler tool. |
| Staff session | Cookie | Until the staff member signs out or the session ends | Keeps our staff signed in to the back office. Only set for staff. |
| Display currency | Your browser's local storage | Until you choose another or clear your browser data | Remembers the currency you chose for fees (for example AUD); on your next visit the page address then asks for prices in it. Only saved when you choose a currency. |
| Comparison list | Your browser's local storage | Until you remove the universities or clear your browser data | Remembers the universities you are comparing. |
| Shortlist | Your browser's local storage | Until you remove the items or clear your browser data | Remembers the universities, programmes and scholarships you saved. |

Both cookies are **httpOnly**: scripts on the page cannot read them, which protects them from theft. Your browser sends them only to our own site. The crawler key cookie is also encrypted, and your browser never sends it with requests that start on other websites.

Your comparison list stays in your browser. The universities you compare also appear in the page address, so that you can share or bookmark the comparison; that address contains no personal information.

## What is not a cookie

To stop abuse, our server counts how often each IP address submits applications, sends us a message, tests a crawler key or starts a crawl. These counters are kept on our server, not in your browser, for at most one hour. See our [privacy policy](/privacy).

## Your choices

You can delete cookies and local storage at any time in your browser settings. If you do:

- you will need to enter your crawler key again;
- your comparison list will be empty;
- staff will need to sign in again;
- fees show in US dollars until you choose a currency again.

Everything else on the site keeps working.

## Changes

If we ever add a cookie, we will list it here and update the date at the top. Questions? [Contact us](/contact).`,
    officialLinks: [{ title: "Information Commissioner's Office (UK)", url: 'https://ico.org.uk' }],
  },
]

import type { Page } from '@playwright/test'

// The application form's steps shared by the apply and outage specs.
export const form = (page: Page) => page.getByRole('form', { name: 'Application form' })

export async function fillValid(page: Page, firstName = 'Amara') {
  const f = form(page)
  await f.getByLabel('First name').fill(firstName)
  await f.getByLabel('Last name').fill('Okafor')
  await f.getByLabel('Email').fill('amara@example.com')
  await f.getByLabel('Phone').fill('+234 801 234 5678')
  await f.getByLabel('Day', { exact: true }).fill('17')
  await f.getByLabel('Month', { exact: true }).selectOption({ label: 'May' })
  await f.getByLabel('Year', { exact: true }).fill('2004')
  await f.getByLabel('Nationality').selectOption('other')
  await f.getByLabel('Address').fill('12 Unity Road, Ikeja')
  await f.getByLabel('City').fill('Lagos')
  await f.getByLabel('State/Province').fill('Lagos State')
  await f.getByLabel('Postal code').fill('100001')
  await f.getByLabel('Country', { exact: true }).selectOption('other')
  await f.getByLabel('Highest education').selectOption('bachelor')
  await f.getByLabel('Institution name').fill('University of Lagos')
  await f.getByLabel('Graduation year').fill('2025')
  await f.getByLabel('Preferred study country').selectOption('uk')
  await f.getByLabel('Study level').selectOption('masters')
  await f.getByLabel('Field of study').selectOption('computer-science')
  await f.getByLabel(/Budget range/).selectOption('20k-40k')
  await f.getByLabel('Preferred intake year').selectOption(String(new Date().getFullYear() + 1))
  await f.getByLabel('Preferred intake semester').selectOption('fall')
  await f.getByLabel('Funding source').selectOption('scholarship')
  await f
    .getByLabel('Personal statement')
    .fill(
      'I want to study data science to help hospitals in my city plan staff and beds. '.repeat(2),
    )
  await f.getByLabel(/I accept the/).check()
}

export const submit = (page: Page) =>
  form(page).getByRole('button', { name: 'Submit to Our Experts' }).click()

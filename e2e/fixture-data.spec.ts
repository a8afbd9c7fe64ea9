// Runs against the second server (playwright.config.ts, project fixture-data), whose database
// holds the importer's fixture tables built with KISCOURSE and the Scorecard field-of-study file.
import { expect, expectAccessible, test } from './fixtures'

test.describe('open data a refresh brings', () => {
  test('a UK course shows its own title from Discover Uni and links its course page', async ({
    page,
  }) => {
    await page.goto('/programmes/uk-10000001-cs-1-full-time')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Computer Science with Artificial Intelligence',
    )
    await expect(page.getByTestId('title-source')).toContainText('Title from Discover Uni')
    await expect(page.getByRole('link', { name: /^Course page/ })).toHaveAttribute(
      'href',
      'https://www.testford.ac.uk/courses/cs-ai',
    )
    // On its card in the list, too.
    await page.goto('/programmes?country=GB')
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('link', { name: 'Computer Science with Artificial Intelligence' }),
    })
    await expect(card).toContainText('Title from Discover Uni')
  })

  test('US programmes are in the finder with earnings and debt and the graduates they describe', async ({
    page,
  }) => {
    await page.goto('/programmes?country=US')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Programmes \([1-9]\d* found\)$/,
    )
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Computer Science', exact: true }) })
    await expect(card).toContainText('Example State University')
    await expect(card).toContainText(
      'Median earnings USD 61,000 (1 year after; graduates of 2019-20 and 2020-21)',
    )
    await expect(card).toContainText('Median debt USD 23,250 (graduates of 2019-20 and 2020-21)')
    await expectAccessible(page)

    await card.getByRole('link', { name: 'Computer Science', exact: true }).click()
    await expect(page).toHaveURL(/\/programmes\/us-100001-1107-3/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Computer Science')
    const figures = page.getByTestId('us-figures')
    await expect(figures).toContainText('USD 61,000')
    await expect(figures).toContainText('USD 84,000')
    await expect(figures).toContainText('graduates of 2016-17 and 2017-18')
    await expect(figures).toContainText('the institution’s, not this programme’s')
    await expect(figures).toContainText('College Scorecard')
    await expectAccessible(page)
  })

  test('a suppressed Scorecard figure is not reported, never 0', async ({ page }) => {
    await page.goto('/programmes/us-100001-0101-3')
    const figures = page.getByTestId('us-figures')
    await expect(figures).toContainText('Not reported')
    await expect(figures).not.toContainText('USD 0')
    await expect(figures).toContainText('USD 24,500')
  })
})

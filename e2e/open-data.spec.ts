import { expect, test } from './fixtures'

const cards = (page: import('@playwright/test').Page) => page.locator('main li h2 a')

test.describe('programmes a student can find and tell apart', () => {
  test('"adult nursing" in the UK finds adult nursing programmes, named after their subject', async ({
    page,
  }) => {
    await page.goto('/programmes?search=adult+nursing&country=GB')
    const titles = await cards(page).allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    for (const title of titles) expect(title).toMatch(/nursing/i)
    await expect(page.getByTestId('scope-notes')).toContainText(
      'UK open data lists undergraduate courses and publishes no fees.',
    )
  })

  test('no UK card is titled with a broad group', async ({ page }) => {
    await page.goto('/programmes?country=GB')
    for (const title of await cards(page).allTextContents())
      expect(title).not.toMatch(/^(Subjects allied to medicine|Language and area studies)\b/)
  })

  test('a UK postgraduate search says what the data covers and offers the undergraduate programmes', async ({
    page,
  }) => {
    await page.goto('/programmes?country=GB&level=postgraduate-taught')
    const notes = page.getByTestId('scope-notes')
    await expect(notes).toContainText('UK open data lists undergraduate courses')
    await notes.getByRole('link', { name: /^Show the [\d,]+ UK undergraduate programmes$/ }).click()
    await expect(page).toHaveURL(/level=undergraduate/)
    await expect(cards(page).first()).toBeVisible()
  })

  test('a budget lists UK programmes as not known, never drops them, and says why', async ({
    page,
  }) => {
    // Even a budget of a million: every UK programme has no fee.
    await page.goto('/programmes?budget=1000000&currency=USD&country=GB')
    await expect(page.getByTestId('scope-notes')).toContainText(
      'UK open data publishes no fees, so a UK programme’s fit is not known.',
    )
    const found = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/\D/g, '')
    await expect(
      page.getByLabel('Fit to the budget').locator('option[value="unknown"]'),
    ).toHaveText(`Not known (${Number(found).toLocaleString('en-US')})`)
    await expect(page.locator('main li [data-fit]').first()).toContainText(
      'Fit not known: tuition not reported',
    )
  })

  test('programmes of one provider with the same title are told apart on their cards', async ({
    page,
  }) => {
    await page.goto('/programmes?provider=university-for-the-creative-arts&search=design+studies')
    await expect(page.getByText('Provider: University for the Creative Arts')).toBeVisible()
    const apart = await page.getByTestId('tell-apart').allTextContents()
    expect(apart.length).toBeGreaterThan(1)
    expect(new Set(apart).size).toBeGreaterThan(1)
  })

  test('Next moves the reader and the focus to the top of the results', async ({ page }) => {
    await page.goto('/programmes?country=AU')
    await page.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.locator('#results')).toBeFocused()
    await expect(page.locator('#results')).toBeInViewport()
  })

  test('university and institution pages list their programmes', async ({ page }) => {
    await page.goto('/universities/monash-university')
    await expect(page.getByRole('heading', { name: /^Programmes \([\d,]+\)$/ })).toBeVisible()
    await page.goto('/institutions/monash-university')
    const all = page.getByRole('link', { name: /^All [\d,]+ programmes at Monash University$/ })
    await all.click()
    await expect(page).toHaveURL(/provider=monash-university/)
    await expect(page.getByText('Provider: Monash University')).toBeVisible()
  })

  test('a programme page links its provider and the scholarships open to it', async ({ page }) => {
    await page.goto('/programmes?search=computer+science&country=AU&level=postgraduate-taught')
    await cards(page).first().click()
    await expect(page.getByRole('link', { name: /^All programmes at / })).toBeVisible()
    await expect(page.getByTestId('programme-scholarships').getByRole('link').first()).toBeVisible()
    // What a year there costs, the living cost the student visa requires among its parts.
    const year = page.getByRole('region', { name: 'What a year costs' })
    await expect(
      year
        .getByRole('row')
        .filter({ hasText: /living/i })
        .first(),
    ).toBeVisible()
  })
})

test.describe('site search and navigation', () => {
  test('"MIT" puts MIT first; "medicine Australia" puts Australian medicine programmes first', async ({
    page,
    request,
  }) => {
    const mit = await (await request.get('/api/search?q=MIT')).json()
    expect(mit.groups[0].results[0].title).toBe('Massachusetts Institute of Technology')
    // Short names from the one alias list lead to the curated page too.
    for (const [query, title] of [
      ['UCL', 'University College London'],
      ['ETH', 'ETH Zurich'],
    ]) {
      const found = await (await request.get(`/api/search?q=${query}`)).json()
      expect([query, found.groups[0].results[0].title]).toEqual([query, title])
    }
    const medicine = await (await request.get('/api/search?q=medicine%20Australia')).json()
    expect(medicine.groups[0].kind).toBe('programme')
    expect(medicine.groups[0].results[0].subtitle).toContain('Australia')
    await page.goto('/')
  })

  test('Programmes is in the desktop and the mobile navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Programmes', exact: true }).first(),
    ).toBeVisible()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: /menu/i }).click()
    await expect(page.getByRole('link', { name: 'Programmes', exact: true }).first()).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const [path, first] of [
    ['/programmes', 'main li h2 a'],
    ['/institutions', 'main li h3 a'],
    ['/universities', 'main article h3, main li h3'],
    ['/uk-universities', 'main article h3, main li h3'],
  ] as const)
    test(`the first result of ${path} is on the first screen`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByText(/^Filters \(\d+\)$/)).toBeVisible()
      const box = await page.locator(first).first().boundingBox()
      expect(box!.y).toBeLessThan(844)
    })
})

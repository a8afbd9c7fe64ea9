import type { Page } from '@playwright/test'

import { expect, expectAccessible, test } from './fixtures'

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' })
const searchLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Search' })
const input = (page: Page) => dialog(page).getByRole('combobox')
const option = (page: Page, name: string | RegExp) => dialog(page).getByRole('option', { name })

test.describe('search dialog', () => {
  test('opens from the nav by mouse, groups results by kind and opens the one clicked', async ({
    page,
  }) => {
    await page.goto('/')
    await searchLink(page).click()
    await expect(dialog(page)).toBeVisible()
    await expect(input(page)).toBeFocused()
    await input(page).fill('oxford')
    const universities = dialog(page).getByRole('group', { name: 'Universities' })
    await expect(universities.getByRole('option', { name: /University of Oxford/ })).toBeVisible()
    await expect(dialog(page).getByRole('group', { name: 'Scholarships' })).toBeVisible()
    await expect(dialog(page).getByRole('status')).toHaveText(/\d+ results/)
    await expectAccessible(page)
    await universities.getByRole('option', { name: /University of Oxford/ }).click()
    await expect(page).toHaveURL(/\/universities\/university-of-oxford$/)
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('University of Oxford')
  })

  test('works from the keyboard: Ctrl+K opens, arrows move, Enter opens the result', async ({
    page,
  }) => {
    await page.goto('/blog')
    await page.keyboard.press('Control+k')
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.type('student visas')
    await expect(option(page, /^Student visas/)).toBeVisible()
    const selected = dialog(page).locator('[role="option"][aria-selected="true"]')
    await expect(selected).toHaveCount(1)
    // The best result is selected as soon as the results arrive, so Enter opens it.
    await expect(dialog(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    const firstSelected = await selected.textContent()
    await page.keyboard.press('ArrowDown')
    await expect(selected).not.toHaveText(firstSelected!)
    await page.keyboard.press('ArrowUp')
    await expect(selected).toHaveText(firstSelected!)
    for (let i = 0; i < 20 && !/^Student visas/.test((await selected.textContent()) ?? ''); i++)
      await page.keyboard.press('ArrowDown')
    await expect(selected).toHaveText(/^Student visas/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/resources\/visa$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student visas')
  })

  test('Escape closes it and gives focus back; Cmd+K toggles it', async ({ page }) => {
    await page.goto('/')
    await searchLink(page).click()
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(searchLink(page)).toBeFocused()
    await page.keyboard.press('Meta+k')
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Meta+k')
    await expect(dialog(page)).toBeHidden()
  })

  test('says when nothing matches, and offers the full results page', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Control+k')
    await input(page).fill('qqzzxx')
    await expect(dialog(page).getByRole('status')).toHaveText(/No results for “qqzzxx”/)
    await input(page).fill('computer science')
    await expect(
      dialog(page).getByRole('group', { name: 'Courses' }).getByRole('option').first(),
    ).toBeVisible()
    await option(page, /See all results for “computer science”/).click()
    await expect(page).toHaveURL(/\/search\?q=computer\+science$/)
    await expect(page.getByRole('searchbox')).toHaveValue('computer science')
    await expect(page.getByRole('heading', { level: 2, name: /^Courses/ })).toBeVisible()
  })

  test('answers from the server: the index never ships to the browser', async ({ page }) => {
    const searches: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/search')) searches.push(request.url())
    })
    await page.goto('/')
    await page.keyboard.press('Control+k')
    await input(page).pressSequentially('toronto', { delay: 20 })
    await expect(
      dialog(page)
        .getByRole('group', { name: 'Universities' })
        .getByRole('option', {
          name: /^University of Toronto/,
        }),
    ).toBeVisible()
    // Typing is debounced: one request for the whole word, not one per letter.
    expect(searches.length).toBeLessThanOrEqual(2)
    expect(searches.at(-1)).toContain('q=toronto')
  })
})

test.describe('the /search page', () => {
  test('renders results on the server, grouped and linked', async ({ page }) => {
    await page.goto('/search?q=chevening')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    const scholarships = page.getByRole('region', { name: /^Scholarships/ })
    await scholarships.getByRole('link', { name: /Chevening Scholarships/ }).click()
    await expect(page).toHaveURL(/\/scholarships\/chevening-scholarships$/)
  })

  test('tells the visitor what to type, and when nothing matches', async ({ page }) => {
    await page.goto('/search')
    await expect(page.getByText(/Type at least 2 letters/)).toBeVisible()
    await page.goto('/search?q=qqzzxx')
    await expect(page.getByRole('heading', { name: 'No results for “qqzzxx”' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the nav Search is a link to /search, whose GET form shows the same results', async ({
    page,
  }) => {
    await page.goto('/')
    await searchLink(page).click()
    await expect(page).toHaveURL(/\/search$/)
    await page.getByRole('searchbox').fill('computer science')
    await page.getByRole('searchbox').press('Enter')
    await expect(page).toHaveURL(/\/search\?q=computer\+science$/)
    const courses = page.getByRole('region', { name: /^Courses/ })
    await expect(courses.getByRole('link', { name: /^Computer Science/ })).toHaveAttribute(
      'href',
      '/courses/comp-sci',
    )
    await courses.getByRole('link', { name: /^Computer Science/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Computer Science')
  })
})

import { expect, test } from './fixtures'

// Anglia Ruskin's Mechanical engineering: the same course under eight UCAS codes at two campuses.
const list = '/programmes?provider=anglia-ruskin-university&search=mechanical+engineering'

test.describe('UK course variants', () => {
  test('one card per course, listing its UCAS codes; no two cards alike', async ({ page }) => {
    await page.goto(list)
    const cards = page.locator('main li').filter({
      has: page.getByRole('heading', { name: 'Mechanical engineering', exact: true }),
    })
    const apart = await cards.getByTestId('tell-apart').allTextContents()
    expect(apart.length).toBeGreaterThanOrEqual(2)
    expect(apart.length).toBeLessThan(8)
    expect(new Set(apart).size).toBe(apart.length)
    expect(apart).toContain('Anglia Ruskin University Peterborough · UCAS 1827, 2058 and 2 more')
  })

  test('a merged course id leads to the programme that holds it', async ({ page }) => {
    const response = await page.goto('/programmes/uk-10000291-k00936-full-time?currency=EUR')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/programmes\/uk-10000291-k00935-full-time\?currency=EUR$/)
    await expect(page.getByText('1827, 2058, 4919, 9577')).toBeVisible()
  })
})

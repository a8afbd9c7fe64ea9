import { applyCta, footerNav, listLinkTargets, mainNav, siteConfig } from '@/lib/site'
import E2E_OPERATOR from '@/test/e2e-operator.json'

import { expect, test } from './fixtures'

const menus = mainNav.filter((item) => 'items' in item)
/** A link whose accessible name starts with `title` (some sub-menu links add a description). */
const named = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
const directLinks = mainNav.filter((item) => 'href' in item)

test.describe('every nav and footer target', () => {
  for (const href of listLinkTargets()) {
    test(`${href} renders`, async ({ page }) => {
      const response = await page.goto(href)
      expect(response?.status() ?? 0).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Real content, not a placeholder: several paragraphs' worth of text in the main area.
      const text = await page.getByRole('main').innerText()
      expect(text.replace(/\s+/g, ' ').length, href).toBeGreaterThan(600)
    })
  }
})

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('direct links and the Apply Now call to action point at their pages', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const link of directLinks) {
      await expect(nav.getByRole('link', { name: link.title, exact: true })).toHaveAttribute(
        'href',
        link.href,
      )
    }
    await expect(
      page.getByRole('banner').getByRole('link', { name: applyCta.title }),
    ).toHaveAttribute('href', applyCta.href)
  })

  for (const menu of menus) {
    test(`${menu.title} opens on hover, lists its links and closes on leave`, async ({ page }) => {
      await page.goto('/')
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('button', { name: menu.title }).hover()
      for (const link of menu.items) {
        await expect(nav.getByRole('link', { name: named(link.title) })).toHaveAttribute(
          'href',
          link.href,
        )
      }
      await page.mouse.move(640, 700)
      await expect(nav.getByRole('link', { name: named(menu.items[0]!.title) })).toBeHidden()
    })
  }

  test('sub-menus work from the keyboard: Enter opens, arrows move, Escape closes', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.getByRole('button', { name: 'Scholarships' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: named('Scholarship Hub') })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'University scholarships' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(nav.getByRole('button', { name: 'Resources' })).toBeFocused()
  })

  test('choosing a sub-menu link navigates to it', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Courses' }).hover()
    await nav.getByRole('link', { name: 'Engineering & Technology' }).click()
    await expect(page).toHaveURL(/\/courses\?category=/)
    expect(new URL(page.url()).searchParams.get('category')).toBe('Engineering & Technology')
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('replaces the bar, expands sections and closes when a link is chosen', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    for (const item of mainNav) {
      if ('items' in item) {
        await menu.getByRole('button', { name: item.title }).click()
        for (const link of item.items) {
          await expect(menu.getByRole('link', { name: link.title, exact: true })).toHaveAttribute(
            'href',
            link.href,
          )
        }
      } else {
        await expect(menu.getByRole('link', { name: item.title, exact: true })).toHaveAttribute(
          'href',
          item.href,
        )
      }
    }
    await expect(menu.getByRole('link', { name: applyCta.title })).toHaveAttribute(
      'href',
      applyCta.href,
    )

    await menu.getByRole('link', { name: 'Student visas' }).click()
    await expect(page).toHaveURL(/\/resources\/visa$/)
    await expect(menu).toBeHidden()
  })

  test('closes on Escape', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })
})

test.describe('footer', () => {
  test('has every link, the contact details and the copyright line, and no dead "#" links', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const group of footerNav) {
      const nav = footer.getByRole('navigation', { name: group.title })
      for (const link of group.items) {
        await expect(nav.getByRole('link', { name: link.title, exact: true })).toHaveAttribute(
          'href',
          link.href,
        )
      }
    }
    // The e2e run configures a name, an e-mail and an address, and leaves the rest unset.
    await expect(footer.getByText(`Run by ${E2E_OPERATOR.OPERATOR_NAME}`)).toBeVisible()
    await expect(footer.getByRole('link', { name: E2E_OPERATOR.OPERATOR_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${E2E_OPERATOR.OPERATOR_EMAIL}`,
    )
    await expect(footer.getByText(E2E_OPERATOR.OPERATOR_ADDRESS)).toBeVisible()
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(0)
    await expect(footer.getByText(/Registered|company/i)).toHaveCount(0)
    await expect(footer.getByText(/Global Education Hub|studyabroadcompass\.org/)).toHaveCount(0)
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${siteConfig.name}`)).toBeVisible()
    await expect(footer.getByText(/Universities as of \d{4}-\d{2}-\d{2}/)).toBeVisible()
    await expect(page.locator('a[href="#"], a:not([href])')).toHaveCount(0)
  })
})

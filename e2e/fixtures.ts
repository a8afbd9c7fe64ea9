import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Fails on any serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // A test may end just after a client-side navigation (a search typed into a list) while Next
  // swaps the head, when the page has no <title> for a moment: scan the page once it has one.
  await page.waitForFunction(() => document.title !== '', null, { timeout: 5_000 }).catch(() => {})
  // Colours are measured as painted: let finite animations (a toast fading in) finish first. A
  // toast is drawn transparent until sonner marks it mounted a frame later, and only then starts
  // its fade, so a toast not yet mounted (or on its way out) counts as still moving.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ) &&
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) =>
            toast.getAttribute('data-mounted') === 'true' &&
            toast.getAttribute('data-removed') !== 'true',
        ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => {})
  // A client-side replace (the remembered currency added to the address) swaps the title while
  // the new one streams in; a page that never gets one still fails below.
  await page
    .waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 })
    .catch(() => {})
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  const summary = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * `page` with an axe-core scan after every `page.goto` and once more on the page a test ends on,
 * so every page the suite visits is checked; a test also fails if the browser blocked anything
 * under the page's Content-Security-Policy (a prerendered page served the nonce policy, say).
 */
export const test = base.extend<{ scanOnGoto: boolean }>({
  scanOnGoto: [true, { option: true }],
  page: async ({ page, scanOnGoto, javaScriptEnabled }, use, testInfo) => {
    // axe-core runs as a page script, so it cannot scan with JavaScript turned off; every page a
    // no-JavaScript test visits is scanned by the JavaScript-on tests of the same page.
    scanOnGoto = scanOnGoto && javaScriptEnabled !== false
    const cspViolations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        cspViolations.push(`${page.url()}: ${message.text()}`)
    })
    // Violations a script catches (a library probing for eval, say) never reach the console.
    if (javaScriptEnabled !== false) {
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
        cspViolations.push(`${page.url()}: ${text}`)
      })
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void })
            .__reportCspViolation
          report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`)
        })
      })
    }
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (scanOnGoto && response?.ok()) await expectAccessible(page)
      return response
    }
    await use(page)
    if (testInfo.status === 'passed') expect(cspViolations, 'CSP violations').toEqual([])
    if (scanOnGoto && testInfo.status === 'passed' && page.url().startsWith('http')) {
      await page.waitForLoadState('load')
      await expectAccessible(page)
    }
  },
})

export { expect }

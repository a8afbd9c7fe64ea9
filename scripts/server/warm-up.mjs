// Each list page rendered once as the server starts, so that the first visitor after a deploy
// does not wait for its route's code and data to load: a cold /courses took 2.7 s here (it counts
// the real programmes of the open registers), a warm one 30 ms. The page cache counts these as
// asked once, so the first visitor's default view of each is stored.

/** The list pages and the site search, at their default query. */
export const WARM_UP_PATHS = [
  '/universities',
  '/uk-universities',
  '/courses',
  '/scholarships',
  '/institutions',
  '/programmes',
  '/search?q=university',
]

/**
 * Requests each path in turn from the server at `baseUrl`; returns what did not answer 200, as
 * "path: reason" lines (a warm-up failure never stops the server).
 * @param {string} baseUrl
 * @param {{ paths?: readonly string[], fetchPage?: typeof fetch }} [options]
 */
export async function warmUp(baseUrl, { paths = WARM_UP_PATHS, fetchPage = fetch } = {}) {
  const failures = []
  for (const path of paths) {
    try {
      const response = await fetchPage(baseUrl + path)
      await response.arrayBuffer()
      if (!response.ok) failures.push(`${path}: ${response.status}`)
    } catch (error) {
      failures.push(`${path}: ${error?.message ?? error}`)
    }
  }
  return failures
}

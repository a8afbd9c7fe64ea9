import { isPendingPath, listLinkTargets } from './site'

/** Every public, indexable path: the home page and every built nav or footer page. */
export function listSitemapPaths(): string[] {
  const pages = listLinkTargets().filter((href) => !href.includes('?') && !isPendingPath(href))
  return [...new Set(['/', ...pages])]
}

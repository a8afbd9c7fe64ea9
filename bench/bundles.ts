// First-load JavaScript per route, gzipped, from the build's own diagnostics file.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

import type { RouteBundle } from './report'

interface RouteBundleStat {
  route: string
  firstLoadChunkPaths: string[]
}

export const STATS_FILE = '.next/diagnostics/route-bundle-stats.json'

function readStats() {
  return JSON.parse(readFileSync(STATS_FILE, 'utf8')) as RouteBundleStat[]
}

/** A page that loads the layout's chunks and nothing else. */
const LAYOUT_ONLY_ROUTE = '/about'

/** The chunks a route loads on top of what every page loads (the layout's). */
export function ownChunks(route: string): string[] {
  const stats = readStats()
  const chunks = (name: string) => {
    const found = stats.find((stat) => stat.route === name)
    if (!found) throw new Error(`No route ${name} in ${STATS_FILE}`)
    return found.firstLoadChunkPaths
  }
  const layout = new Set(chunks(LAYOUT_ONLY_ROUTE))
  return chunks(route).filter((file) => !layout.has(file))
}

export function firstLoadBundles(): RouteBundle[] {
  const stats = readStats()
  const sizes = new Map<string, number>()
  const gzipSize = (file: string) => {
    let size = sizes.get(file)
    if (size === undefined) {
      size = gzipSync(readFileSync(file), { level: 9 }).length
      sizes.set(file, size)
    }
    return size
  }
  return stats
    .map(({ route, firstLoadChunkPaths }) => ({
      route,
      gzipKiB: firstLoadChunkPaths.reduce((sum, file) => sum + gzipSize(file), 0) / 1024,
    }))
    .sort((a, b) => a.route.localeCompare(b.route))
}

// First-load JavaScript per route, gzipped, from the build's own diagnostics file.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

import type { RouteBundle } from './report'

interface RouteBundleStat {
  route: string
  firstLoadChunkPaths: string[]
}

export const STATS_FILE = '.next/diagnostics/route-bundle-stats.json'

export function firstLoadBundles(): RouteBundle[] {
  const stats = JSON.parse(readFileSync(STATS_FILE, 'utf8')) as RouteBundleStat[]
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

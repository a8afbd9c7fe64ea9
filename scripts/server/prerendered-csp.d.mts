// Types of scripts/server/prerendered-csp.mjs (plain JavaScript: the production server runs it as is).
import type { IncomingMessage, ServerResponse } from 'node:http'

export function loadPrerenderedHashes(distDir: string): Map<string, string[]>
export function withPrerenderedPolicies(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
  hashesByPath: Map<string, string[]>,
): (request: IncomingMessage, response: ServerResponse) => unknown

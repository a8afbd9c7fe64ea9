// Types of scripts/server/warm-up.mjs (plain JavaScript: the production server runs it as is).
export const WARM_UP_PATHS: readonly string[]
export function warmUp(
  baseUrl: string,
  options?: { paths?: readonly string[]; fetchPage?: typeof fetch },
): Promise<string[]>

// Names shared with the refresh script (plain JavaScript, no server-only import, so that
// scripts/data-import can publish what lib/cache/revalidate.ts listens for).

/** The Redis channel every instance listens on for tags another instance revalidated. */
export const REVALIDATE_CHANNEL = 'study-abroad:revalidate'

/** The tag of every cached read of the open data (lib/open-data/cache.ts). */
export const OPEN_DATA_TAG = 'open-data'

// Initials and a stable colour for a university's monogram badge (components/universities/monogram).

const SMALL_WORDS = new Set([
  'of',
  'the',
  'and',
  'de',
  'da',
  'do',
  'di',
  'la',
  'le',
  'für',
  'at',
  'in',
  '&',
])

/** Up to three initials of the name's main words: "University of Cape Town" → "UCT". */
export function monogram(name: string) {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s-]+/)
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()))
  const letters = words.map((w) => Array.from(w)[0]!.toLocaleUpperCase('en'))
  return letters.slice(0, 3).join('') || '?'
}

/** A hue (0-359) from the id: the same university always gets the same colour. */
export function monogramHue(id: string) {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % 360
}

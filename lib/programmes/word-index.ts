// Substring search over many search keys through their words. A query word has no spaces, so it
// occurs in a key exactly when it occurs within one of the key's words: it is looked for once in
// the vocabulary (a few thousand distinct words) instead of in every key, and the keys holding
// the words it occurs in are read from their posting lists.

/** A set of positions 0..n-1, one bit each. */
export type Bitset = Uint32Array

export function emptyBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5)
}

export function hasBit(bits: Bitset, i: number) {
  return (bits[i >>> 5]! & (1 << (i & 31))) !== 0
}

export function setBit(bits: Bitset, i: number) {
  bits[i >>> 5]! |= 1 << (i & 31)
}

export type WordIndex = {
  /** How many keys were indexed. */
  size: number
  /** Every distinct word, each followed by a line break. */
  vocabulary: string
  /** Where each word starts in `vocabulary`, ascending, then the vocabulary's length. */
  wordStart: Uint32Array
  /** The keys holding word w: postings[postingStart[w]] up to postings[postingStart[w + 1]]. */
  postingStart: Uint32Array
  postings: Uint32Array
}

/** Indexes keys made of words separated by single spaces (see searchKey). */
export function buildWordIndex(keys: readonly string[]): WordIndex {
  const ids = new Map<string, number>()
  const lists: number[][] = []
  keys.forEach((key, i) => {
    for (const word of key.split(' ')) {
      if (!word) continue
      let id = ids.get(word)
      if (id === undefined) ids.set(word, (id = lists.push([]) - 1))
      const list = lists[id]!
      if (list[list.length - 1] !== i) list.push(i)
    }
  })
  const words = [...ids.keys()]
  const wordStart = new Uint32Array(words.length + 1)
  const postingStart = new Uint32Array(words.length + 1)
  words.forEach((word, w) => {
    wordStart[w + 1] = wordStart[w]! + word.length + 1
    postingStart[w + 1] = postingStart[w]! + lists[w]!.length
  })
  const postings = new Uint32Array(postingStart[words.length]!)
  lists.forEach((list, w) => postings.set(list, postingStart[w]!))
  return {
    size: keys.length,
    vocabulary: words.join('\n') + '\n',
    wordStart,
    postingStart,
    postings,
  }
}

/** The word of the vocabulary that position `at` falls in. */
function wordAt(wordStart: Uint32Array, at: number) {
  let lo = 0
  let hi = wordStart.length - 2
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1
    if (wordStart[mid]! <= at) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** The keys that contain `part` (text without spaces or line breaks), as a bitset. */
export function keysContaining(index: WordIndex, part: string): Bitset {
  const { vocabulary, wordStart, postingStart, postings } = index
  const bits = emptyBitset(index.size)
  if (!part) {
    for (let i = 0; i < index.size; i++) setBit(bits, i)
    return bits
  }
  for (let at = vocabulary.indexOf(part); at !== -1;) {
    const w = wordAt(wordStart, at)
    for (let k = postingStart[w]!; k < postingStart[w + 1]!; k++) setBit(bits, postings[k]!)
    at = vocabulary.indexOf(part, wordStart[w + 1]!)
  }
  return bits
}

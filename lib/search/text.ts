/** Letters that Unicode does not decompose into a base letter and an accent. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ı: 'i',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
}

/**
 * Text as search compares it: lower case, accents dropped and the few undecomposable letters
 * spelt in ASCII, so "Universite de Montreal" matches "Université de Montréal" and "Kobenhavn"
 * matches "København"; apostrophes dropped and "&" read as "and".
 */
export function foldText(value: string) {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøłđðıæœþ]/g, (letter) => LETTERS[letter]!)
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
}

/** Folded text with every run of other characters as one space: the form to search within. */
export function searchKey(value: string) {
  return foldText(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

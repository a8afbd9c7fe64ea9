// English forms of institution names in other languages, which students search by and the
// registers do not carry. Short names and other aliases are reviewed data:
// data/university-aliases.json. Pure, unit-tested (names.test.ts).

/** Words of institution names in other languages and their English, compared without accents. */
const WORDS: Record<string, string> = {
  universitat: 'University',
  universiteit: 'University',
  universite: 'University',
  universidad: 'University',
  universidade: 'University',
  universita: 'University',
  uniwersytet: 'University',
  univerzita: 'University',
  universitet: 'University',
  technische: 'Technical',
  technischen: 'Technical',
  technologique: 'Technological',
  tecnologica: 'Technological',
  politecnico: 'Polytechnic',
  politecnica: 'Polytechnic',
  freie: 'Free',
  katholieke: 'Catholic',
  katholische: 'Catholic',
  catholique: 'Catholic',
  catolica: 'Catholic',
  nacional: 'National',
  nationale: 'National',
  munchen: 'Munich',
  koln: 'Cologne',
  wien: 'Vienna',
  zurich: 'Zurich',
  geneve: 'Geneva',
  praha: 'Prague',
  warszawa: 'Warsaw',
  krakow: 'Krakow',
  lisboa: 'Lisbon',
  roma: 'Rome',
  milano: 'Milan',
  napoli: 'Naples',
  torino: 'Turin',
  firenze: 'Florence',
  venezia: 'Venice',
  bruxelles: 'Brussels',
  brussel: 'Brussels',
  kobenhavn: 'Copenhagen',
  athina: 'Athens',
}

const bare = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * The name with each word of WORDS in English ("Technische Universität Berlin" -> "Technical
 * University Berlin"), or null when no word changes.
 */
export function englishName(name: string): string | null {
  let changed = false
  const words = name.split(/(\s+|-)/).map((part) => {
    const english = WORDS[bare(part)]
    if (!english) return part
    changed = true
    return english
  })
  return changed ? words.join('').replace(/-/g, ' ') : null
}

/** The English form of each of a record's names that it does not already have. */
export function englishNames(names: readonly string[]): string[] {
  const english = names.map(englishName).filter((n): n is string => n !== null)
  return english.filter((n) => !names.includes(n))
}

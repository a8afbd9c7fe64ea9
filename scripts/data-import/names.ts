// Names students search by that the registers do not carry: common short names and English forms
// of names in other languages. Pure tables, unit-tested (names.test.ts).

/** Short names by country and the record's name as the directory has it. */
export const SHORT_NAMES: Record<string, Record<string, string[]>> = {
  US: {
    'Massachusetts Institute of Technology': ['MIT'],
    'California Institute of Technology': ['Caltech'],
    'University of California-Los Angeles': ['UCLA'],
    'University of California-Berkeley': ['UC Berkeley', 'Berkeley'],
    'University of California-San Diego': ['UCSD', 'UC San Diego'],
    'University of California-Davis': ['UC Davis'],
    'University of California-Santa Barbara': ['UCSB'],
    'New York University': ['NYU'],
    'University of Southern California': ['USC'],
    'Carnegie Mellon University': ['CMU'],
    'Georgia Institute of Technology-Main Campus': ['Georgia Tech'],
    'University of Pennsylvania': ['UPenn', 'Penn'],
    'University of Illinois Urbana-Champaign': ['UIUC'],
    'University of Michigan-Ann Arbor': ['UMich'],
    'The University of Texas at Austin': ['UT Austin'],
    'Pennsylvania State University-Main Campus': ['Penn State'],
    'Ohio State University-Main Campus': ['Ohio State'],
    'Arizona State University Campus Immersion': ['ASU'],
  },
  GB: { 'University of Cambridge': ['Cambridge'], 'Imperial College London': ['Imperial'] },
  CH: {
    'ETHZ - ETH Zurich': ['ETH Zurich', 'Swiss Federal Institute of Technology Zurich'],
    'EPFL - EPF Lausanne': ['EPFL', 'Swiss Federal Institute of Technology Lausanne'],
  },
  DE: {
    'Technische Universität München': ['TUM', 'TU Munich', 'Technical University of Munich'],
    'Ludwig-Maximilians-Universität München': ['LMU', 'LMU Munich'],
    'Technische Universität Berlin': ['TU Berlin', 'Technical University of Berlin'],
    'Freie Universität Berlin': ['FU Berlin', 'Free University of Berlin'],
    'Humboldt Universität Berlin': ['HU Berlin', 'Humboldt University of Berlin'],
  },
  NL: { 'Delft University of Technology': ['TU Delft'] },
  SE: { 'KTH Royal Institute of Technology': ['KTH'] },
  AU: {
    'Australian National University': ['ANU'],
    'UNSW Sydney': ['UNSW'],
    'University of Technology Sydney (UTS)': ['UTS'],
    'The University of Queensland': ['UQ'],
    'The University of Western Australia': ['UWA'],
    'Queensland University of Technology': ['QUT'],
  },
  SG: {
    'National University of Singapore': ['NUS'],
    'Nanyang Technological University': ['NTU'],
  },
  HK: {
    'The University of Hong Kong': ['HKU'],
    'The Hong Kong University of Science and Technology': ['HKUST'],
  },
  KR: { 'Korea Advanced Institute of Science & Technology': ['KAIST'] },
  CA: { 'University of British Columbia': ['UBC'], 'University of Toronto': ['U of T'] },
}

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

/** Other names to add to a record: its short names and the English form of each of its names. */
export function extraNames(country: string, names: readonly string[]): string[] {
  const short = SHORT_NAMES[country]?.[names[0] ?? ''] ?? []
  const english = names.map(englishName).filter((n): n is string => n !== null)
  return [...short, ...english].filter((n) => !names.includes(n))
}

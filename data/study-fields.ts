// Kept apart from schema.ts so that client code can import the list without zod.

/**
 * The scholarship matcher's fields of study: the specification's fifteen, then the other common
 * fields of our programme data (UK CAH and Australian ASCED broad fields), used also to say which
 * fields a restricted award covers.
 */
export const STUDY_FIELDS = [
  'Computer Science',
  'Engineering',
  'Business',
  'Medicine',
  'Law',
  'Psychology',
  'Biology',
  'Economics',
  'Physics',
  'Chemistry',
  'Mathematics',
  'Literature',
  'History',
  'Arts',
  'Education',
  'Nursing and Health',
  'Public Health',
  'Data Science',
  'Agriculture',
  'Architecture',
  'Environmental Science',
  'International Relations',
  'Public Policy',
  'Media and Journalism',
  'Languages',
  'Philosophy',
  'Sociology',
  'Hospitality and Tourism',
] as const
export type StudyField = (typeof STUDY_FIELDS)[number]

/**
 * Other words for each field, as an award's list of eligible subjects writes them (matched as whole
 * words, any case). They widen that list only: an award's name and description count for a field
 * only where they name the field itself.
 */
export const FIELD_SYNONYMS: Record<StudyField, readonly string[]> = {
  'Computer Science': ['computing', 'informatics', 'software engineering', 'computer engineering'],
  Engineering: ['engineering and technology', 'technology'],
  Business: ['management', 'business administration', 'MBA', 'finance', 'accounting'],
  Medicine: ['medical', 'biomedical', 'MD', 'dentistry'],
  Law: ['legal studies', 'jurisprudence', 'human rights'],
  Psychology: ['behavioural sciences', 'behavioral sciences'],
  Biology: ['biological sciences', 'life sciences', 'biomedical sciences', 'biotechnology'],
  Economics: ['economic', 'development economics', 'econometrics'],
  Physics: ['physical sciences', 'astronomy'],
  Chemistry: ['chemical sciences', 'chemical'],
  Mathematics: ['maths', 'mathematical sciences', 'statistics'],
  Literature: ['literary studies', 'English literature', 'creative writing'],
  History: ['historical studies', 'archaeology'],
  Arts: ['fine arts', 'design', 'creative arts', 'performing arts', 'music', 'humanities'],
  Education: ['teaching', 'teacher training'],
  'Nursing and Health': [
    'nursing',
    'public health',
    'global health',
    'health sciences',
    'health systems',
    'midwifery',
    'pharmacy',
    'allied health',
  ],
  'Public Health': [
    'global health',
    'epidemiology',
    'health systems',
    'health policy',
    'population health',
  ],
  'Data Science': [
    'data analytics',
    'machine learning',
    'artificial intelligence',
    'big data',
    'statistics',
  ],
  Agriculture: ['agricultural', 'food security', 'forestry', 'veterinary', 'agronomy'],
  Architecture: ['urban planning', 'regional planning', 'building and planning', 'design'],
  'Environmental Science': [
    'environment',
    'environmental',
    'climate',
    'sustainability',
    'sustainable development',
    'energy',
    'water',
  ],
  'International Relations': [
    'international affairs',
    'global affairs',
    'international studies',
    'peace and conflict',
    'diplomacy',
    'political science',
    'politics',
  ],
  'Public Policy': ['public administration', 'governance', 'policy', 'political science'],
  'Media and Journalism': ['journalism', 'communications', 'media studies'],
  Languages: ['language and area studies', 'linguistics', 'translation', 'China studies'],
  Philosophy: ['religious studies', 'theology', 'ethics'],
  Sociology: ['social sciences', 'social studies', 'anthropology', 'social work'],
  'Hospitality and Tourism': ['hospitality', 'tourism', 'events management'],
}

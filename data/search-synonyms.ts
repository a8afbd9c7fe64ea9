// Subject names that mean the same thing, for searches. Universities' other names are in
// data/university-aliases.json.

/** Groups of subject names that name the same field of study; a search for one finds the others. */
export const subjectSynonyms: string[][] = [
  ['Computer Science', 'Informatics', 'Computing'],
  ['Business', 'Management', 'Business Administration'],
  ['Medicine', 'Medical Sciences'],
  ['Mathematics', 'Maths', 'Math'],
  ['Law', 'Jurisprudence'],
  ['Biology', 'Biological Sciences'],
  ['Chemistry', 'Chemical Sciences'],
  ['Literature', 'Literary Studies'],
  ['Economics', 'Economic Sciences'],
]

import { scholarships as allScholarships } from '@/data/scholarships'

export function listScholarshipsForUniversity(universityId: string, items = allScholarships) {
  return items.filter((s) => s.universityId === universityId)
}

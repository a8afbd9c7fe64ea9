import { formatNumber } from '@/lib/format'
import { listAllScholarships, scholarshipStats } from '@/lib/scholarships'
import { universityStats } from '@/lib/universities'
import { listUniversityProfiles } from '@/lib/universities/profiles'
import {
  admissionResults,
  countryGuides,
  featuredIn,
  scholarshipCategories,
  scholarshipStories,
} from '@/data/home'
import type { Figure, Scholarship, University } from '@/data/schema'

/**
 * The home page's figures, each counted from the data it describes (never a target or a guess):
 * the hero, the category cards and the "what our guide covers" section.
 */
export function homeFigures(
  scholarships: readonly Scholarship[],
  universities: readonly University[],
) {
  const s = scholarshipStats(scholarships)
  const u = universityStats(universities)
  const byType = (type: Scholarship['type']) => scholarships.filter((x) => x.type === type).length
  const hero: Figure[] = [
    { value: formatNumber(s.total), label: 'Scholarships listed' },
    { value: formatNumber(u.universities), label: 'Universities profiled' },
  ]
  const coverage: Figure[] = [
    { value: formatNumber(s.total), label: 'Scholarships listed' },
    { value: formatNumber(s.fullyFunded), label: 'Fully funded scholarships' },
    { value: formatNumber(u.universities), label: 'Universities profiled' },
    { value: formatNumber(u.countries), label: 'Countries of these universities' },
  ]
  const categories = scholarshipCategories.map((category) => ({
    ...category,
    count: formatNumber(byType(category.type)),
  }))
  return { hero, coverage, categories }
}

/** The home page's content; the award counts from the awards as they are now. */
export async function getHomeContent() {
  const [scholarships, universities] = await Promise.all([
    listAllScholarships(),
    listUniversityProfiles(),
  ])
  const figures = homeFigures(scholarships, universities)
  return {
    featuredIn,
    scholarshipCategories: figures.categories,
    scholarshipStories,
    admissionResults,
    countryGuides,
    heroFigures: figures.hero,
    coverageFigures: figures.coverage,
  }
}

export type HomeContent = Awaited<ReturnType<typeof getHomeContent>>

import {
  admissionResults,
  countryGuides,
  featuredIn,
  heroFigures,
  impactFigures,
  scholarshipCategories,
  scholarshipStories,
} from '@/data/home'

export function getHomeContent() {
  return {
    featuredIn,
    scholarshipCategories,
    scholarshipStories,
    admissionResults,
    countryGuides,
    heroFigures,
    impactFigures,
  }
}

export type HomeContent = ReturnType<typeof getHomeContent>

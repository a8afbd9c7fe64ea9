import { getHomeContent } from '@/lib/content/home'
import { siteConfig } from '@/lib/site'
import { pageMetadata } from '@/lib/site/seo'
import { CountryGuides } from '@/components/home/country-guides'
import { FeaturedIn } from '@/components/home/featured-in'
import { Hero } from '@/components/home/hero'
import { AboutTeaser, ClosingCta, Impact } from '@/components/home/impact'
import { ScholarshipCategories } from '@/components/home/scholarship-categories'
import { AdmissionResults, ScholarshipStories } from '@/components/home/stories'

export const metadata = {
  ...pageMetadata({ title: siteConfig.tagline, description: siteConfig.description, path: '/' }),
  title: { absolute: `${siteConfig.name}: ${siteConfig.tagline}` },
}

export default async function HomePage() {
  const home = await getHomeContent()
  return (
    <>
      <Hero figures={home.heroFigures} />
      <FeaturedIn items={home.featuredIn} />
      <ScholarshipCategories categories={home.scholarshipCategories} />
      <ScholarshipStories stories={home.scholarshipStories} />
      <AdmissionResults results={home.admissionResults} />
      <CountryGuides guides={home.countryGuides} />
      <Impact figures={home.coverageFigures} />
      <AboutTeaser />
      <ClosingCta />
    </>
  )
}

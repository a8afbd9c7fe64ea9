import type { Metadata, Viewport } from 'next'

import { siteConfig } from '@/lib/site'
import { currentYear } from '@/lib/site/clock'
import { listDataSources } from '@/lib/site/data-sources'
import { getOperator } from '@/lib/site/operator'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.name}: ${siteConfig.tagline}`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  alternates: { canonical: '/' },
  openGraph: {
    type: 'website',
    siteName: siteConfig.name,
    locale: siteConfig.locale,
    title: `${siteConfig.name}: ${siteConfig.tagline}`,
    description: siteConfig.description,
    url: '/',
  },
  twitter: { card: 'summary' },
}

export const viewport: Viewport = { themeColor: '#2f3fb5', width: 'device-width', initialScale: 1 }

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter
          year={await currentYear()}
          sources={listDataSources().map((source) => `${source.title} as of ${source.asOf}`)}
          operator={getOperator()}
        />
      </body>
    </html>
  )
}

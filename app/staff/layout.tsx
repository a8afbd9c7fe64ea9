import type { Metadata } from 'next'

// The back office is for staff only: never indexed, never followed, never in the sitemap.
export const metadata: Metadata = {
  title: 'Back office',
  robots: { index: false, follow: false },
}

export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">{children}</div>
}

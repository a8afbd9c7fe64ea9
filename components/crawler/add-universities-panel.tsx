import { LazyCrawlerScreen } from './lazy-crawler-screen'

/** The 'Add More Universities' tab: who the scraper is for, what happens to a key, then the tool. */
export function AddUniversitiesPanel() {
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="scraper-audience"
        className="flex max-w-3xl flex-col gap-2 rounded-lg border bg-muted/40 p-4 text-sm"
      >
        <h2 id="scraper-audience" className="font-semibold">
          For data partners and researchers
        </h2>
        <p>
          This tool collects public pages from a short list of websites (Wikipedia, GitHub, Stack
          Overflow, scholarshipportal.com and a few more) into a JSON file you can download. It runs
          on your own account with Firecrawl, a web-crawling service: you need an API key, and each
          page crawled uses your account&apos;s credits. Students looking for a university or a
          scholarship do not need it: use the other tab, or our search.
        </p>
        <p>
          What happens to your key: our server tests it with a one-page crawl of example.com (one
          credit) and keeps it for 7 days in an encrypted cookie in your browser, which page scripts
          cannot read. It is not stored in our database or written to our logs, and it is sent only
          to Firecrawl. Change API Key removes it at once.
        </p>
      </section>
      <noscript>
        <p className="max-w-3xl rounded-lg border p-4 text-sm">
          The University Data Scraper needs JavaScript: turn it on to connect your API key and crawl
          a website.
        </p>
      </noscript>
      <LazyCrawlerScreen />
    </div>
  )
}

'use client'

import { useId, useState } from 'react'

import { checkApiKeyFormat } from '@/lib/crawler/key-format'
import { CRAWLER_MESSAGES, CRAWLER_SERVICE } from '@/lib/crawler/messages'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

import { saveKey } from './crawler-api'
import { notify } from './notify'

const KEYS_PAGE = 'https://www.firecrawl.dev/app/api-keys'

/** Without a key: how to get one, and the form that tests and saves it on the server. */
export function ApiKeySetup({ onSaved }: { onSaved: () => void }) {
  const [value, setValue] = useState('')
  const [validating, setValidating] = useState(false)
  const inputId = useId()
  const hintId = useId()
  const headingId = useId()

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const check = checkApiKeyFormat(value)
    if (!check.ok && check.message === CRAWLER_MESSAGES.enterKey) return void notify.enterKey()
    setValidating(true)
    const saved = await saveKey(value)
    setValidating(false)
    if (saved.ok) {
      setValue('')
      notify.keySaved()
      onSaved()
    } else if (saved.fields?.apiKey === CRAWLER_MESSAGES.enterKey) notify.enterKey()
    else if (saved.status === 0 || saved.status === 500) notify.validationFailed()
    else notify.invalidKey() // a failed key test, even a rate-limited one, reads as invalid
  }

  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          <Icon name="key-round" aria-hidden className="size-5 text-primary" />
          Set Up {CRAWLER_SERVICE} API
        </h2>
        <CardDescription>
          The University Data Scraper collects university pages from public websites through{' '}
          {CRAWLER_SERVICE}, a web-crawling service, with your own API key.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-2 text-sm">
          <h3 className="font-medium">How to get an API key</h3>
          <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>
              Sign up or log in at{' '}
              <a
                href={KEYS_PAGE}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary underline underline-offset-4"
              >
                firecrawl.dev
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              .
            </li>
            <li>Open API Keys in your dashboard and create a key.</li>
            <li>Copy the key (it starts with fc-) and paste it below.</li>
          </ol>
        </div>
        <form onSubmit={onSubmit} aria-labelledby={headingId} className="flex flex-col gap-3">
          <Label htmlFor={inputId}>{CRAWLER_SERVICE} API key</Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id={inputId}
              name="apiKey"
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder="fc-..."
              aria-describedby={hintId}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
            <Button type="submit" disabled={!value || validating} className="sm:w-40">
              {validating ? 'Validating...' : 'Save API Key'}
            </Button>
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            We check the key with a one-page crawl of example.com (one credit), then keep it for 7
            days in an encrypted cookie that only our server can read.
          </p>
        </form>
      </CardContent>
    </Card>
  )
}

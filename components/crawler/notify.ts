import { toast } from 'sonner'

import { CRAWLER_MESSAGES, CRAWLER_SERVICE } from '@/lib/crawler/messages'

/** The scraper's toasts, with the service's name filled in. */
export const notify = {
  enterKey: () => toast.error('Error', { description: CRAWLER_MESSAGES.enterKey }),
  invalidKey: () =>
    toast.error('Invalid API Key', {
      description: `Please check your ${CRAWLER_SERVICE} API key and try again`,
    }),
  validationFailed: () => toast.error('Error', { description: 'Failed to validate API key' }),
  keySaved: () =>
    toast.success('Success', { description: 'API key validated and saved successfully' }),
  keyRemoved: () =>
    toast.success('API Key Removed', { description: 'You can now enter a new API key' }),
  setKeyFirst: () => toast.error('Error', { description: CRAWLER_MESSAGES.setKeyFirst }),
  crawlFailed: (message: string = CRAWLER_MESSAGES.crawlFailed) =>
    toast.error('Error', { description: message }),
  crawled: () => toast.success('Success', { description: 'Website crawled successfully' }),
  copied: () =>
    toast.success('Copied to clipboard', { description: 'University data copied to clipboard' }),
}

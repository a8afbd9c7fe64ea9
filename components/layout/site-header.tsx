import { applyCta, siteConfig } from '@/lib/site'
import { cn } from '@/lib/utils'
import { Button, buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link'

import { DesktopNav } from './desktop-nav'
import { MobileNav } from './mobile-nav'
import { SearchButton } from './search-button'

export function SiteHeader() {
  return (
    // Styled by .site-header in app/globals.css: every page sends this markup twice (HTML, payload).
    <header className="site-header">
      <div>
        <IntentLink href="/" className="site-logo">
          <Icon name="graduation-cap" className="size-6 text-primary" aria-hidden />
          <span className="lg:sr-only 2xl:not-sr-only">{siteConfig.name}</span>
        </IntentLink>
        <DesktopNav className="relative hidden max-w-max flex-1 items-center justify-center lg:flex" />
        <div className="ml-auto flex items-center gap-2">
          <SearchButton className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'px-2')} />
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <IntentLink href={applyCta.href}>{applyCta.title}</IntentLink>
          </Button>
          <MobileNav
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
          />
        </div>
      </div>
    </header>
  )
}

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
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 2xl:max-w-screen-2xl">
        <IntentLink
          href="/"
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
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

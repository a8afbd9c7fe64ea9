'use client'

import type { NavItem, NavLink } from '@/lib/site'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion'
import { Button } from '@/components/ui/button'
import { IntentLink } from '@/components/ui/intent-link'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'

const linkClass =
  'block rounded-md px-2 py-2 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none'

/** The mobile menu itself: a chunk of its own, loaded when the menu button is about to be used. */
export function MobileNavSheet({
  items,
  cta,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  items: NavItem[]
  cta: NavLink
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus: (event: Event) => void
}) {
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent closeLabel="Close menu" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile">
          <Accordion type="multiple">
            {items.map((item) =>
              'items' in item ? (
                <AccordionItem key={item.title} value={item.title}>
                  <AccordionTrigger className="px-2">{item.title}</AccordionTrigger>
                  <AccordionContent>
                    <ul>
                      {item.items.map((link) => (
                        <li key={link.href}>
                          <IntentLink
                            href={link.href}
                            onClick={close}
                            className={`${linkClass} pl-4`}
                          >
                            {link.title}
                          </IntentLink>
                        </li>
                      ))}
                    </ul>
                  </AccordionContent>
                </AccordionItem>
              ) : (
                <div key={item.href} className="border-b">
                  <IntentLink
                    href={item.href}
                    onClick={close}
                    className={`${linkClass} py-3 font-medium`}
                  >
                    {item.title}
                  </IntentLink>
                </div>
              ),
            )}
          </Accordion>
          <Button asChild className="mt-6 w-full">
            <IntentLink href={cta.href} onClick={close}>
              {cta.title}
            </IntentLink>
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  )
}

'use client'

import Link from 'next/link'
import { useState } from 'react'

import { MenuIcon } from 'lucide-react'

import type { NavItem, NavLink } from '@/lib/site'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion'
import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'

export function MobileNav({ items, cta }: { items: NavItem[]; cta: NavLink }) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  const linkClass =
    'block rounded-md px-2 py-2 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none'

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <MenuIcon className="size-6" aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel="Close menu">
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
                          <Link href={link.href} onClick={close} className={`${linkClass} pl-4`}>
                            {link.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </AccordionContent>
                </AccordionItem>
              ) : (
                <div key={item.href} className="border-b">
                  <Link
                    href={item.href}
                    onClick={close}
                    className={`${linkClass} py-3 font-medium`}
                  >
                    {item.title}
                  </Link>
                </div>
              ),
            )}
          </Accordion>
          <Button asChild className="mt-6 w-full">
            <Link href={cta.href} onClick={close}>
              {cta.title}
            </Link>
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  )
}

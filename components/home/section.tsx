import { cn } from '@/lib/utils'

type SectionProps = {
  id: string
  title: string
  intro?: React.ReactNode
  className?: string
  children: React.ReactNode
}

export function Section({ id, title, intro, className, children }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('py-14', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {intro ? <div className="mt-2 max-w-3xl text-muted-foreground">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  )
}

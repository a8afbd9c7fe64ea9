/** Label and value pairs of a detail page's fact block. */
export type FactRow = [label: string, value: React.ReactNode]

export function FactRows({ rows, className = 'gap-y-3' }: { rows: FactRow[]; className?: string }) {
  return (
    <dl className={`mt-3 grid gap-x-6 text-sm sm:grid-cols-2 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

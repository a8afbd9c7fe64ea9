/** Headline figures; styled by .stat-grid in app/globals.css, since list pages repeat them. */
export function StatGrid({ stats }: { stats: { label: string; value: string }[] }) {
  return (
    <dl className="stat-grid">
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}

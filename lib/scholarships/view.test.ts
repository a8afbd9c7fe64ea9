import { closedLast, getScholarshipBySlug } from '@/lib/scholarships/list'
import { matchProfile } from '@/lib/scholarships/matcher'
import { roundStatus } from '@/lib/scholarships/round'
import { scholarshipListRedirect } from '@/lib/scholarships/state'
import {
  buildScholarshipDetail,
  buildScholarshipListView,
  buildScholarshipsView,
  profileOf,
} from '@/lib/scholarships/view'
import { seedUniversities } from '@/lib/universities/seed'
import { destinationCosts } from '@/data/destination-costs'
import { scholarships } from '@/data/scholarships'

describe('Scholarship Hub view', () => {
  it('shows the matcher and no results before the profile is submitted', () => {
    const view = buildScholarshipsView({ degree: "Master's", country: 'Canada' }, scholarships)
    expect(view.state.tab).toBe('matcher')
    expect(view.matcher.submitted).toBe(false)
    expect(view.matcher.cards).toEqual([])
  })

  it('matches a submitted profile with the one scorer, and offers to go back to the form', () => {
    const today = new Date('2026-11-23T12:00:00Z')
    const view = buildScholarshipsView(
      { degree: "Master's", country: 'Canada', match: '1' },
      scholarships,
      today,
    )
    expect(view.matcher.submitted).toBe(true)
    const matched = matchProfile(
      profileOf(view.state),
      { fullyFunded: false, openNow: false },
      today,
      scholarships,
    )
    expect(view.matcher.cards.map(([card, score, label]) => [card[0], score, label])).toEqual(
      matched.results.map((r) => [r.scholarship.slug, r.matchScore, r.label]),
    )
    expect(view.matcher.closed).toEqual(matched.closed)
    expect(view.matcher.cards.length).toBeGreaterThan(0)
    expect(view.matcher.modifyHref).toBe('/scholarships?degree=Master%27s&country=Canada')
  })

  it('shows the grade converted to the 4.0 scale, and matches with it in the profile', () => {
    const view = buildScholarshipsView({ scale: 'in-percent', gpa: '75', match: '1' }, scholarships)
    expect(view.matcher.grade?.sentence).toBe(
      '75 % is about 4.0 on a 4.0 scale (First Class (60 % and above)).',
    )
    expect(profileOf(view.state).gpa).toBe(4)
    expect(
      buildScholarshipsView({ scale: 'in-percent', gpa: 'lots' }, scholarships).matcher.grade,
    ).toBeUndefined()
  })

  it('marks matches at one university with the budget, leaving scores, labels and order alone', () => {
    const today = new Date('2026-11-23T12:00:00Z')
    const fx = { date: '2026-04-13', base: 'EUR' as const, rates: { USD: 1.25, GBP: 0.8 } }
    const raw = { degree: "Bachelor's", country: 'United States', match: '1' }
    const without = buildScholarshipsView(raw, scholarships, today, {
      rates: fx,
      universities: seedUniversities,
      model: destinationCosts,
    }).matcher.cards
    const withBudget = buildScholarshipsView({ ...raw, budget: '25000' }, scholarships, today, {
      rates: fx,
      universities: seedUniversities,
      model: destinationCosts,
    }).matcher.cards
    const scoreOf = (c: (typeof without)[number]) => [c[0][0], c[1], c[2], c[3]]
    expect(withBudget.map(scoreOf)).toEqual(without.map(scoreOf))
    expect(without.every((c) => c[6] === null)).toBe(true)
    const universityOf = (slug: string) => scholarships.find((s) => s.slug === slug)!.universityId
    const marked = withBudget.filter((c) => c[6])
    expect(marked.length).toBeGreaterThan(0)
    for (const c of marked) expect(universityOf(c[0][0])).toBeDefined()
    for (const c of withBudget.filter((x) => !universityOf(x[0][0]))) expect(c[6]).toBeNull()
  })

  it('names the rates of the budget marks once, and only when an award is marked', () => {
    const today = new Date('2026-11-23T12:00:00Z')
    const fx = { date: '2026-07-21', base: 'EUR' as const, rates: { USD: 1.16, GBP: 0.86 } }
    const raw = { degree: "Bachelor's", country: 'United States', match: '1' }
    expect(
      buildScholarshipsView(raw, scholarships, today, {
        rates: fx,
        universities: seedUniversities,
        model: destinationCosts,
      }).matcher.ratesNote,
    ).toBeNull()
    expect(
      buildScholarshipsView({ ...raw, budget: '25000' }, scholarships, today, {
        rates: fx,
        universities: seedUniversities,
        model: destinationCosts,
      }).matcher.ratesNote,
    ).toBe(
      'Costs charged in other currencies are converted to USD at the ECB euro foreign exchange reference rates of 21 July 2026.',
    )
  })

  it('shows the first 20 of every scholarship, closed rounds last, and open prestigious ones featured on Browse All', () => {
    const today = new Date('2026-12-02T12:00:00Z')
    const view = buildScholarshipsView({ tab: 'browse' }, scholarships, today)
    expect(view.browse.total).toBe(scholarships.length)
    expect(view.browse.all).toEqual(closedLast(scholarships, today).slice(0, 20))
    expect(view.browse.featured.length).toBeGreaterThan(0)
    // Browse never opens with a closed award: Rhodes and Chevening are closed for 2027 entry.
    for (const s of [...view.browse.featured, ...view.browse.all.slice(0, 6)])
      expect(roundStatus(s, today).closed).toBe(false)
    expect(view.browse.featured.map((s) => s.id)).not.toContain('rhodes-scholarship')
    expect(view.browse.featured.map((s) => s.id)).not.toContain('chevening-scholarships')
    expect(view.browse.filterLabels).toEqual([])
  })

  it("applies the nav's type link on Browse All and says how to clear it", () => {
    const view = buildScholarshipsView({ type: 'government' }, scholarships)
    const government = scholarships.filter((s) => s.type === 'Government')
    expect(view.state.tab).toBe('browse')
    expect(view.browse.total).toBe(government.length)
    expect(view.browse.all).toEqual(closedLast(government, new Date()).slice(0, 20))
    expect(view.browse.featured.every((s) => s.type === 'Government' && s.isPrestigious)).toBe(true)
    expect(view.browse.filterLabels).toEqual(['Government Scholarships'])
    expect(view.browse.clearHref).toBe('/scholarships?tab=browse')
    expect(view.browse.fullListHref).toBe('/scholarships/government')
    expect(view.browse.typeLinks.find((l) => l.active)?.label).toBe('Government Scholarships')
    // Nothing here but the type: proxy.ts redirects to the type's list page.
    expect(scholarshipListRedirect(new URLSearchParams('type=government'))).toBe(
      '/scholarships/government',
    )
  })

  it("links the type and merit pills to the list pages, unless the hub's profile rides along", () => {
    const plain = buildScholarshipsView({ tab: 'browse', level: 'Ph.D.' }, scholarships)
    expect(scholarshipListRedirect(new URLSearchParams('tab=browse&level=Ph.D.'))).toBeUndefined()
    expect(scholarshipListRedirect(new URLSearchParams('funding=merit&level=Ph.D.'))).toBe(
      '/scholarships/merit?level=Ph.D.',
    )
    expect(plain.browse.typeLinks.map((l) => l.href)).toEqual([
      '/scholarships?tab=browse&level=Ph.D.',
      '/scholarships/university?level=Ph.D.',
      '/scholarships/external?level=Ph.D.',
      '/scholarships/government?level=Ph.D.',
    ])
    expect(plain.browse.meritLink.href).toBe('/scholarships/merit?level=Ph.D.')

    const profiled = buildScholarshipsView({ tab: 'browse', degree: 'Ph.D.' }, scholarships)
    expect(profiled.browse.typeLinks[1]!.href).toBe('/scholarships?type=university&degree=Ph.D.')
  })

  it('filters Browse All by level, host country, fully funded and open now, keeping the rest', () => {
    const today = new Date('2026-11-26T12:00:00Z')
    const raw = { type: 'government', level: "Master's", host: 'GB', funded: '1', degree: 'Ph.D.' }
    const view = buildScholarshipsView(raw, scholarships, today)
    expect(view.state.tab).toBe('browse')
    expect(view.browse.total).toBeGreaterThan(0)
    for (const s of view.browse.all) {
      expect(s.type).toBe('Government')
      expect(s.eligibleDegrees).toContain("Master's")
      expect(s.isFullyFunded).toBe(true)
    }
    expect(view.browse.all.map((s) => s.id)).toContain('chevening-scholarships')
    expect(view.browse.filterLabels).toEqual([
      'Government Scholarships',
      "Master's",
      'Usable in United Kingdom',
      'Fully funded',
    ])
    expect(view.browse.filters.state).toEqual({ level: "Master's", host: 'GB', funded: 1, open: 0 })
    // The form carries the type and the matcher's profile as hidden fields, never its own filters.
    expect(view.browse.filters.hidden).toEqual([
      ['type', 'government'],
      ['degree', 'Ph.D.'],
    ])
    expect(view.browse.clearHref).toBe('/scholarships?tab=browse&degree=Ph.D.')

    const open = buildScholarshipsView({ tab: 'browse', open: '1' }, scholarships, today)
    expect(open.browse.filters.hidden).toEqual([['tab', 'browse']])
    expect(open.browse.all.map((s) => s.id)).not.toContain('nl-scholarship')
    expect(open.browse.all.map((s) => s.id)).toContain('clarendon-fund')
    // Students cannot apply to a nominated award themselves: it is never open to them.
    expect(open.browse.all.map((s) => s.id)).not.toContain('eiffel-excellence-scholarship')
  })

  it('says so when no award matches the filters', () => {
    const view = buildScholarshipsView(
      {
        tab: 'browse',
        level: "Bachelor's",
        host: 'CH',
        open: '1',
      },
      scholarships,
    )
    expect(view.browse.total).toBe(0)
    expect(view.browse.all).toEqual([])
  })

  it("applies the nav's merit link", () => {
    const view = buildScholarshipsView({ funding: 'merit' }, scholarships)
    expect(view.browse.merit).toBe(true)
    expect(view.browse.total).toBe(scholarships.filter((s) => s.isMeritBased).length)
    expect(view.browse.total).toBeLessThan(scholarships.length)
    expect(view.browse.meritLink).toMatchObject({ active: true, href: '/scholarships?tab=browse' })
  })
})

describe('scholarship lists and pages', () => {
  it('lists every matching scholarship, not only 20', () => {
    const merit = buildScholarshipListView('merit', scholarships)
    expect(merit.items).toEqual(scholarships.filter((s) => s.isMeritBased))
    expect(merit.items.length).toBeGreaterThan(20)
    expect(merit.others.map((o) => o.href)).toEqual([
      '/scholarships/university',
      '/scholarships/external',
      '/scholarships/government',
    ])
    expect(
      buildScholarshipListView('external', scholarships).items.every((s) => s.type === 'External'),
    ).toBe(true)
  })

  it('filters a type list from its own query string, with a way back to the whole list', () => {
    const today = new Date('2026-11-26T12:00:00Z')
    const whole = buildScholarshipListView('government', scholarships, {}, today)
    expect(whole.clearHref).toBeUndefined()
    expect(whole.filterLabels).toEqual([])
    const view = buildScholarshipListView(
      'government',
      scholarships,
      { level: 'Ph.D.', open: '1' },
      today,
    )
    expect(view.total).toBe(whole.items.length)
    expect(view.items.length).toBeLessThan(whole.items.length)
    for (const s of view.items) expect(s.eligibleDegrees).toContain('Ph.D.')
    expect(view.filterLabels).toEqual(['Ph.D.', 'Open now'])
    expect(view.clearHref).toBe('/scholarships/government')
    expect(view.filters.list.path).toBe('/scholarships/government')
    expect(view.meta.description).toContain(`all ${whole.items.length} awards`)
    expect(
      buildScholarshipListView('merit', scholarships, {
        host: 'CH',
        level: "Bachelor's",
        open: '1',
      }).items,
    ).toEqual([])
  })

  it('resolves a scholarship with its university and its list, and nothing for a bad slug', () => {
    const rhodes = buildScholarshipDetail(
      getScholarshipBySlug('rhodes-scholarship', scholarships),
      seedUniversities,
    )
    expect(rhodes?.university?.slug).toBe('university-of-oxford')
    expect(rhodes?.list.href).toBe('/scholarships/external')
    expect(
      buildScholarshipDetail(
        getScholarshipBySlug('chevening-scholarships', scholarships),
        seedUniversities,
      )?.university,
    ).toBeUndefined()
    expect(
      buildScholarshipDetail(getScholarshipBySlug('nope', scholarships), seedUniversities),
    ).toBeUndefined()
  })
})

import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'

import { APPLICATION_STATUSES } from '@/lib/application-status'
import type { ModeVariant, Salary } from '@/lib/programmes/facts'
import { RECORD_KINDS, REPORT_STATUSES } from '@/lib/records/kinds'
import type { RevisionChange } from '@/lib/records/revisions'
import { STAFF_ROLES } from '@/lib/staff/roles'
import type { Application } from '@/lib/validation/application'
import type { Institution, InstitutionKind, MissingReason, Programme } from '@/data/open-schema'
import type {
  DestinationCosts,
  Scholarship,
  University,
  UniversityDeadlineRecord,
} from '@/data/schema'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** A programme's outcome tables, each row stored once in outcome_rows and named by its id. */
export type OutcomeRefs = Record<
  'salary' | 'employment' | 'continuation' | 'tariff' | 'entry',
  { reason: MissingReason | null; rows: string[] }
>

export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES)

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    trackingToken: text('tracking_token').notNull().unique(),
    /**
     * A replacement tracking link e-mailed to the student who lost theirs: opening it makes it the
     * tracking token and ends the old one, so asking for a link never cuts off the student's own.
     */
    pendingTrackingToken: text('pending_tracking_token').unique(),
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the application sent with the key: a key replayed with another body is refused. */
    idempotencyBodyHash: text('idempotency_body_hash'),
    status: applicationStatus('status').notNull().default('received'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    studyLevel: text('study_level').notNull(),
    preferredCountry: text('preferred_country').notNull(),
    data: jsonb('data').$type<Application>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_created_at_idx').on(t.createdAt.desc()),
    index('applications_status_idx').on(t.status),
    index('applications_email_lower_idx').on(sql`lower(${t.email})`),
  ],
)

export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: applicationStatus('from_status'),
    toStatus: applicationStatus('to_status').notNull(),
    changedBy: text('changed_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_status_history_application_idx').on(t.applicationId, t.createdAt)],
)

export const staffRole = pgEnum('staff_role', STAFF_ROLES)

/** Staff who sign in to the back office; passwords are hashed, never stored. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** What the account may open: applications (every role), the Data section (editor, admin). */
  role: staffRole('role').notNull().default('admissions'),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** Sealed into each session cookie; raising it (sign-out, new password, disabling) ends every session at once. */
  sessionVersion: integer('session_version').notNull().default(0),
  /** A disabled account cannot sign in, and its sessions end. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
})

/** One row per staff sign-in: signing out revokes that session only. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
)

/** Internal notes on an application, visible to staff only. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
)

/** Messages sent through the /contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const recordKind = pgEnum('record_kind', RECORD_KINDS)
export const reportStatus = pgEnum('report_status', REPORT_STATUSES)

/**
 * A visitor's report of a mistake on a record's page. The reporter's e-mail is for staff to reply
 * only and is never shown; every report is deleted 12 months after it was sent.
 */
export const recordReports = pgTable(
  'record_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordKind: recordKind('record_kind').notNull(),
    recordId: text('record_id').notNull(),
    message: text('message').notNull(),
    sourceUrl: text('source_url'),
    reporterEmail: text('reporter_email'),
    status: reportStatus('status').notNull().default('new'),
    staffNote: text('staff_note'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('record_reports_status_idx').on(t.status, t.createdAt.desc()),
    index('record_reports_created_at_idx').on(t.createdAt),
  ],
)

/** Every saved change of a curated record: who, when, the fields changed (old and new). */
export const recordRevisions = pgTable(
  'record_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordKind: recordKind('record_kind').notNull(),
    recordId: text('record_id').notNull(),
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<RevisionChange[]>().notNull(),
    /** The record's version after this change: 1 for the first save, one more per save. */
    version: integer('version').notNull(),
  },
  (t) => [uniqueIndex('record_revisions_version_idx').on(t.recordKind, t.recordId, t.version)],
)

/**
 * The columns every curated record table shares, one row per record: the record as its zod schema
 * checks it on every write (lib/db/record-store.ts), seeded from a data file at start-up and edited
 * by staff in the back office. `version` grows by one per change (optimistic concurrency: a save
 * names the version it was opened on); `seedHash` is the seed record last applied, so a changed
 * seed updates only rows no staff member has edited (`editedAt` null).
 */
export const recordColumns = <T>() => ({
  slug: text('slug').primaryKey(),
  record: jsonb('record').$type<T>().notNull(),
  version: integer('version').notNull().default(1),
  seedHash: text('seed_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff member's e-mail for an edit in the back office; null when the seed wrote it. */
  updatedBy: text('updated_by'),
  editedAt: timestamp('edited_at', { withTimezone: true }),
})

/** The curated awards (scholarships), seeded from data/scholarships.json. */
export const curatedAwards = pgTable('curated_awards', {
  ...recordColumns<Scholarship>(),
  /** The award's place in the dataset's order (lists keep it). */
  position: integer('position').notNull(),
})

/**
 * Each university's own admission deadlines (and UCAS's, slug "ucas"), seeded from
 * data/university-deadlines.json.
 */
export const universityDeadlines = pgTable(
  'university_deadlines',
  recordColumns<UniversityDeadlineRecord>(),
)

/**
 * What each study destination's student visa asks for and charges beside tuition (one row per
 * country, keyed by its lower-case code), seeded from data/destination-costs.json.
 */
export const destinationCosts = pgTable('destination_costs', {
  ...recordColumns<DestinationCosts>(),
  /** The destination's place in the seed's order (lists and the cost model keep it). */
  position: integer('position').notNull(),
})

/**
 * The curated university profiles, seeded from data/universities.json. A profile describes one
 * directory record (`institution_id`, unique; null only for a university in none of the open
 * lists) and is found by its URL slug.
 */
export const universityProfiles = pgTable('university_profiles', {
  ...recordColumns<University>(),
  /** Kept by the database from the record, so it always says what the record says. */
  institutionId: text('institution_id')
    .generatedAlwaysAs(sql`"record" ->> 'institutionId'`)
    .unique(),
  /** The profile's place in the seed's order (by region, as listed): lists start from it. */
  position: integer('position').notNull(),
})

/**
 * One value per key for the test-only route that proves a change through one instance shows on
 * every other (app/api/test/cache-probe); nothing else reads or writes it.
 */
export const cacheProbes = pgTable('cache_probes', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/**
 * Rate-limit counters when PostgreSQL is the limit store, in the layout rate-limiter-flexible
 * reads. Made by the migrations rather than by the library at run time: its concurrent
 * CREATE TABLE IF NOT EXISTS fails on a fresh database (duplicate type, 42710) when several limits
 * start at once, as a staff sign-in's three do.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
})

// ---------------------------------------------------------------- open data
// Loaded from data/generated/*.tsv (lib/db/open-data-load.mjs), never written by the app: the
// columns follow those files, whose layout scripts/data-import/tables.ts writes.

/** The worldwide directory (one row per Institution of data/open-schema.ts). */
export const institutions = pgTable('institutions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<InstitutionKind>().notNull(),
  country: text('country').notNull(),
  city: text('city'),
  region: text('region'),
  website: text('website'),
  altNames: jsonb('alt_names').$type<string[]>().notNull(),
  domains: jsonb('domains').$type<string[]>().notNull(),
  coords: jsonb('coords').$type<[number, number]>(),
  keys: jsonb('keys').$type<Institution['keys']>().notNull(),
  sources: jsonb('sources').$type<Institution['sources']>().notNull(),
  facts: jsonb('facts').$type<Pick<Institution, 'us' | 'uk' | 'au'>>(),
  /** Names folded for search (lib/search/text.ts): the name, and every name. */
  nameKey: text('name_key').notNull(),
  namesKey: jsonb('names_key').$type<string[]>().notNull(),
  /** Name, other names, city, region and domains, folded. */
  searchKey: text('search_key').notNull(),
  /** How many programmes it teaches in the open data; set by the loader. */
  programmes: integer('programmes').notNull().default(0),
})

/**
 * What /institutions searches, filters and lists, one narrow row per directory record (built by
 * the loader): a search scans these rather than the records with all their figures.
 */
export const institutionSearch = pgTable(
  'institution_search',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<InstitutionKind>().notNull(),
    country: text('country').notNull(),
    city: text('city'),
    region: text('region'),
    /** Its first web domain, or ''. */
    domain: text('domain').notNull(),
    nameKey: text('name_key').notNull(),
    namesKey: jsonb('names_key').$type<string[]>().notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    index('institution_search_vector_idx').using('gin', t.searchVector),
    index('institution_search_kind_country_name_idx').on(t.kind, t.country, t.nameKey),
    index('institution_search_name_idx').on(sql`${t.nameKey} COLLATE "C"`, t.id),
  ],
)

/** UK (Discover Uni) and Australian (CRICOS) programmes: one row per Programme. */
export const programmes = pgTable(
  'programmes',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    country: text('country').$type<Programme['country']>().notNull(),
    title: text('title').notNull(),
    level: text('level').$type<Programme['level']>().notNull(),
    levelLabel: text('level_label'),
    mode: text('mode').$type<Programme['mode']>().notNull(),
    category: text('category').$type<Programme['category']>(),
    subjects: jsonb('subjects').$type<Programme['subjects']>().notNull(),
    fields: jsonb('fields').$type<Programme['fields']>().notNull(),
    duration: jsonb('duration').$type<Programme['duration']>(),
    locations: jsonb('locations').$type<Programme['locations']>().notNull(),
    ucasCodes: jsonb('ucas_codes').$type<string[]>().notNull(),
    courseUrl: text('course_url'),
    fees: jsonb('fees').$type<Programme['fees']>(),
    /** The outcome tables with each row as the id of its outcome_rows row. */
    outcomes: jsonb('outcomes').$type<OutcomeRefs | null>(),
    source: text('source').$type<Programme['source']>().notNull(),
    asOf: text('as_of').notNull(),
    missing: jsonb('missing').$type<Programme['missing']>().notNull(),
    combo: smallint('combo').notNull(),
    titleKey: text('title_key').notNull(),
    searchKey: text('search_key').notNull(),
    feeEur: doublePrecision('fee_eur'),
    salary: jsonb('salary').$type<Salary | null>(),
    /** UK: the title is the course's own (KISCOURSE), not its subjects' names. */
    courseTitle: boolean('course_title').notNull().default(false),
    /** US: the field-of-study figures (College Scorecard). */
    us: jsonb('us').$type<Programme['us'] | null>(),
    /** UK part-time: the full-time programme whose card lists it (the same course in another mode). */
    modeVariantOf: text('mode_variant_of'),
    /** The same course in the other mode: a full-time card's variants, or a variant's full-time programme. */
    modeVariants: jsonb('mode_variants').$type<ModeVariant[] | null>(),
  },
  (t) => [index('programmes_provider_idx').on(t.provider)],
)

/** Discover Uni outcome figure sets, each stored once and referred to by programmes.outcomes. */
export const outcomeRows = pgTable('outcome_rows', {
  id: text('id').primaryKey(),
  grp: text('grp').notNull(),
  data: jsonb('data').notNull(),
})

/**
 * Each combination of country, level, mode and subjects, with how many programmes have it (set by
 * the loader): the facet counts of a list without a search or budget come from these few rows.
 */
export const programmeCombos = pgTable('programme_combos', {
  combo: smallint('combo').primaryKey(),
  country: text('country').notNull(),
  level: text('level').notNull(),
  mode: text('mode').notNull(),
  /** [slug, label] of its site category and broad fields. */
  subjects: jsonb('subjects').$type<[string, string][]>().notNull(),
  /** The same slugs, comma-separated (set by the loader): what each list query reads. */
  subjectSlugs: text('subject_slugs').notNull().default(''),
  programmes: integer('programmes').notNull().default(0),
  /** Of which with a fee per year. */
  priced: integer('priced').notNull().default(0),
  /** Its programmes are shown on another mode's card: counted only in a list filtered by mode. */
  modeVariants: boolean('mode_variants').notNull().default(false),
})

/**
 * What /programmes searches, filters and sorts on, one narrow row per programme (built by the
 * loader from programmes and institutions): the page's 20 rows are then read by id.
 */
export const programmeSearch = pgTable(
  'programme_search',
  {
    id: text('id').primaryKey(),
    /** Data order: UK then Australian programmes, each by id. */
    ord: integer('ord').notNull(),
    combo: smallint('combo').notNull(),
    provider: text('provider').notNull(),
    titleKey: text('title_key').notNull(),
    /** The programme's folded title, subjects, fields and places, then its provider's names. */
    searchKey: text('search_key').notNull(),
    /** Place in title order (ties in data order). */
    nameRank: integer('name_rank').notNull(),
    feeEur: doublePrecision('fee_eur'),
    salary: integer('salary'),
    /** The course's own length in years, when it states one (lib/costs spreads one-off charges over it). */
    years: doublePrecision('years'),
    /**
     * Where the cost model places the course (lib/costs/inputs.ts): its provider's city, else its
     * first location's; the provider's UK nation, else its first location's region.
     */
    city: text('city'),
    region: text('region'),
    /** Numbers each distinct country, level, length and place: a budget joins its extras on it. */
    dest: integer('dest').notNull().default(0),
    /**
     * The course's own fees beside tuition (CRICOS non-tuition fees) for a year of it, in euros at
     * the data's rates: its whole-course amount spread over its length. Null when it has none.
     */
    courseFeesEur: doublePrecision('course_fees_eur'),
    /**
     * Cards of the same provider with the same title, its own included: a programme shown on
     * another mode's card counts with that card.
     */
    titlePeers: integer('title_peers').notNull(),
    /** The full-time programme whose card lists this one, as programmes.mode_variant_of. */
    modeVariantOf: text('mode_variant_of'),
    /**
     * A year's known total in euros as lib/costs sums it (the fee when known, the destination's
     * other costs at their lowest, the course's own fees), stored after each load
     * (lib/programmes/stored-extras.ts): a budget compares it with the budget in euros.
     */
    totalEur: doublePrecision('total_eur'),
    /** The dearest end of a year with a known fee in euros; null without a fee. */
    dearestEur: doublePrecision('dearest_eur'),
    /** A cost of the destination beside tuition is not known. */
    extraMissing: boolean('extra_missing'),
  },
  (t) => [
    index('programme_search_key_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
    index('programme_search_ord_idx').on(t.ord),
    index('programme_search_name_idx').on(t.nameRank),
    index('programme_search_salary_idx').on(t.salary.desc().nullsLast(), t.nameRank),
    index('programme_search_fee_idx')
      .on(t.feeEur, t.nameRank)
      .where(sql`${t.feeEur} IS NOT NULL`),
    // A budget's counts per combination, read off the index alone.
    index('programme_search_fee_combo_idx')
      .on(t.feeEur, t.combo)
      .where(sql`${t.feeEur} IS NOT NULL`),
    index('programme_search_combo_idx').on(t.combo, t.ord),
    index('programme_search_provider_idx').on(t.provider),
    // A budgeted page reads each kind of fit in total-cost order along these.
    index('programme_search_total_priced_idx')
      .on(t.totalEur, t.nameRank)
      .where(sql`${t.feeEur} IS NOT NULL`),
    index('programme_search_total_unpriced_idx')
      .on(t.totalEur, t.nameRank)
      .where(sql`${t.feeEur} IS NULL`),
  ],
)

/**
 * Per combination, the stored totals in euros sorted (each array ascending), so a budget's count
 * of each kind of fit is a binary search (width_bucket) per combination instead of a read of
 * every programme: every total; the totals without a fee; the totals of fees whose dearest end is
 * no cost; and, of the rest with every cost known, the greater of total and dearest end.
 */
export const programmeBudgetCombos = pgTable('programme_budget_combos', {
  combo: smallint('combo').primaryKey(),
  totals: doublePrecision('totals').array().notNull(),
  unpriced: doublePrecision('unpriced').array().notNull(),
  zero: doublePrecision('zero').array().notNull(),
  within: doublePrecision('within').array().notNull(),
})

/** Which open data, cost model and rates the stored totals were worked out for. */
export const programmeExtrasState = pgTable('programme_extras_state', {
  version: text('version').primaryKey(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The exchange rates loaded with the open data (its fx-rates.json): one row, the ECB reference
 * day and the whole table (the ECB's rates and the second source's), which every page converts with.
 */
export const openDataRates = pgTable('open_data_rates', {
  date: text('date').primaryKey(),
  fx: jsonb('fx').notNull(),
})

/** Which committed data the open-data tables hold: the loader compares it with data/generated. */
export const openDataState = pgTable('open_data_state', {
  version: text('version').primaryKey(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row per source per `data:refresh` run: what was read from where (URL, file hash), the
 * publisher's as-of date, rows read, kept and rejected (by reason), the result, and whether the
 * run's data reached the database. The back office's Data sources page reads it.
 */
export const openDataRefresh = pgTable(
  'open_data_refresh',
  {
    id: serial('id').primaryKey(),
    runId: text('run_id').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** cli (a terminal or a timer) or cron (the /api/cron/refresh route). */
    trigger: text('trigger').notNull(),
    source: text('source').notNull(),
    /** refreshed, failed, kept or absent (see scripts/data-import/refresh.ts). */
    result: text('result').notNull(),
    message: text('message'),
    files: jsonb('files')
      .$type<
        {
          path: string
          url: string | null
          sha256: string
          bytes: number
          lastModified?: string | null
          /** Taken out of the publisher zip at `url`: the member, and the zip's hash and size. */
          zip?: { member: string; sha256: string; bytes: number }
          /** Another publisher's file kept from the last good copy while the rest was downloaded. */
          kept?: 'cache' | 'seed'
        }[]
      >()
      .notNull()
      .default([]),
    asOf: text('as_of'),
    rowsRead: integer('rows_read'),
    rowsKept: integer('rows_kept'),
    rowsRejected: jsonb('rows_rejected').$type<Record<string, number>>(),
    loaded: boolean('loaded').notNull(),
    loadMessage: text('load_message'),
  },
  (t) => [index('open_data_refresh_source_run_at_idx').on(t.source, t.runAt.desc())],
)

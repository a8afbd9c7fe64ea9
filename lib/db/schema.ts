import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'

import { APPLICATION_STATUSES } from '@/lib/application-status'
import type { Application } from '@/lib/validation/application'

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

/** Admissions staff who sign in to the back office; passwords are hashed, never stored. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
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

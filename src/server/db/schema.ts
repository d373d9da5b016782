// Tables of the server. Change this file, then run `npm run db:generate` and commit the migration.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const userRole = pgEnum('user_role', ['member', 'agent']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 30 }).notNull(),
    /** Stored lower-cased; the unique index on lower() also guards rows written by hand. */
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 60 }).notNull(),
    lastName: varchar('last_name', { length: 60 }).notNull(),
    /** E.164, as the shared phone schema outputs it. */
    phone: varchar('phone', { length: 20 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('member'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Case-insensitive uniqueness lives in the database so racing registrations cannot both win.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 hex of the token; the token itself is never stored. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry, pushed forward on use (at most one write an hour). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    userAgent: varchar('user_agent', { length: 200 }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Fixed-window counters shared by every server process (limits survive restarts: docs/decisions/004-request-guards.md). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Offline form submissions replay with an Idempotency-Key; the first answer is kept here. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 200 }).notNull(),
    scope: varchar('scope', { length: 100 }).notNull(),
    /** A user id, or `ip:<address>` for anonymous forms. */
    owner: varchar('owner', { length: 100 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [unique('idempotency_keys_scope_key').on(table.scope, table.key)],
);

export const quoteStatus = pgEnum('quote_status', ['new', 'contacted', 'quoted', 'closed']);

/** Quote requests from the public forms (services/quotes.ts). Contact details never leave in an API answer. */
export const quoteLeads = pgTable(
  'quote_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** HP-XXXXXX, read out on the phone; the unique constraint decides the rare collision. */
    reference: varchar('reference', { length: 12 }).notNull(),
    line: varchar('line', { length: 20 }).notNull(),
    service: varchar('service', { length: 60 }),
    /** The line's risk answers, as the shared schema outputs them. */
    answers: jsonb('answers').notNull(),
    firstName: varchar('first_name', { length: 60 }).notNull(),
    lastName: varchar('last_name', { length: 60 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** E.164. */
    phone: varchar('phone', { length: 20 }).notNull(),
    contactTime: varchar('contact_time', { length: 20 }).notNull(),
    consent: boolean('consent').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentVersion: varchar('consent_version', { length: 20 }).notNull(),
    status: quoteStatus('status').notNull().default('new'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('quote_leads_reference_key').on(table.reference),
    index('quote_leads_status_created_idx').on(table.status, table.createdAt),
  ],
);

export const contactStatus = pgEnum('contact_status', ['new', 'answered']);

/** Messages from the contact form (services/contact.ts). What was sent never leaves in an API answer. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** CM-XXXXXX, read out on the phone; the unique constraint decides the rare collision. */
    reference: varchar('reference', { length: 12 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** E.164, or null when none was given. */
    phone: varchar('phone', { length: 20 }),
    topic: varchar('topic', { length: 20 }).notNull(),
    message: text('message').notNull(),
    preferredContact: varchar('preferred_contact', { length: 10 }).notNull(),
    status: contactStatus('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('contact_messages_reference_key').on(table.reference),
    index('contact_messages_status_created_idx').on(table.status, table.createdAt),
  ],
);

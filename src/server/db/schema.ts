// Tables of the server. Change this file, then run `npm run db:generate` and commit the migration.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
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
    /**
     * When the member last proved this address by following a link emailed to it (a subscription
     * confirmation); null until then and again after the address changes. Only a proved address
     * skips the double opt-in (services/subscriptions.ts).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
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

/**
 * Links emailed by "Forgot your password?" (services/password-reset.ts). Only the token's SHA-256 is
 * kept; a new request deletes the account's older rows, and setting the password deletes the used one.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** SHA-256 hex of the emailed token. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/** Passkey public keys come back from the drivers as Buffer (pg) or Uint8Array (PGlite). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/** A member's or agent's passkeys (decision 210): the public key only; the private key never leaves the device. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the browser names it. */
    credentialId: varchar('credential_id', { length: 1400 }).notNull(),
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter; a value that goes back is a cloned key. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_idx').on(table.credentialId),
    index('passkeys_user_id_idx').on(table.userId),
  ],
);

export const passkeyPurpose = pgEnum('passkey_purpose', ['register', 'login']);

/**
 * Challenges handed to browsers, kept in the database so any server process can check the answer;
 * a row is deleted when it is used, so each works once.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    /** SHA-256 hex of the challenge. */
    id: varchar('id', { length: 64 }).primaryKey(),
    /** The account adding a passkey; empty for a sign-in, where nobody is known yet. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: passkeyPurpose('purpose').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('passkey_challenges_expires_at_idx').on(table.expiresAt)],
);

/**
 * A change of a member's email address waiting for the link emailed to the new address (decision
 * 216): only the token's SHA-256 is kept; a new request deletes the account's older rows.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    /** SHA-256 hex of the emailed token. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address asked for, lower-cased; it replaces the account's only when the link is followed. */
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_change_tokens_user_id_idx').on(table.userId)],
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
    /** SHA-256 (hex) of the first request's body: the same key with another body is refused. */
    requestHash: varchar('request_hash', { length: 64 }),
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

export const questionStatus = pgEnum('question_status', ['open', 'answered', 'closed']);
export const questionVisibility = pgEnum('question_visibility', ['private', 'public']);

/** A tsvector column; drizzle has no built-in type for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Members' questions to the agents (services/questions.ts). Public ones are readable by anyone. */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 150 }).notNull(),
    body: text('body').notNull(),
    /** A line of cover or 'other' (src/shared/questions-schemas.ts). */
    topic: varchar('topic', { length: 20 }).notNull(),
    status: questionStatus('status').notNull().default('open'),
    visibility: questionVisibility('visibility').notNull().default('private'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastAnswerAt: timestamp('last_answer_at', { withTimezone: true }),
    /** The author asked to be emailed when an agent answers (the ask form's checkbox, on by default). */
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    /** Kept by the database: title weighs more (A) than the body (B) in search ranking. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'B')`,
      ),
  },
  (table) => [
    // A member's own questions, newest first, in the order the dashboard and /api/questions ask for
    // (created_at, then id): with the id in it, questions asked at the same moment need no sort.
    index('questions_author_created_id_idx').on(table.authorId, table.createdAt, table.id),
    // The agents' queue, longest-waiting first: filtered by status, or open ones first (without
    // them, a sort of every row, which grows with the table).
    index('questions_status_created_id_idx').on(table.status, table.createdAt, table.id),
    index('questions_queue_idx').on(sql`(${table.status} <> 'open')`, table.createdAt, table.id),
    index('questions_search_idx').using('gin', table.search),
  ],
);

/**
 * How many questions there are of each status, kept by the database (migration 0019's triggers
 * count every insert, delete and change of status): the agents' queue shows its page count from
 * here, not by counting every question, which grows with the table.
 */
export const questionCounts = pgTable('question_counts', {
  status: questionStatus('status').primaryKey(),
  n: integer('n').notNull().default(0),
});

/** An agent's answer to a question. The agent's row may go; the answer stays (author set null). */
export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('answers_question_created_idx').on(table.questionId, table.createdAt)],
);

/**
 * The author's follow-up on their own question (after an answer, or to add detail): it reopens the
 * question for the agents. Goes with the question, and so with the author's account.
 */
export const questionFollowUps = pgTable(
  'question_follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('question_follow_ups_question_created_idx').on(table.questionId, table.createdAt)],
);

/** When a member last opened a question: answers newer than this are unread. */
export const questionReads = pgTable(
  'question_reads',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.userId] })],
);

/** Who did what in the agent console, and when: each action is recorded. */
export const agentActions = pgTable(
  'agent_actions',
  {
    id: serial('id').primaryKey(),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 40 }).notNull(),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: varchar('target_id', { length: 64 }),
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('agent_actions_created_idx').on(table.createdAt)],
);
/** Secrets the server makes for itself on first start, shared by every process (email tokens). */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'failed']);

/**
 * Every email the site sends, written in the same transaction as the change that causes it and
 * delivered by the worker (src/server/email/worker.ts). Rows are kept, never deleted.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    /** The template that wrote it, e.g. subscription-confirm. */
    template: varchar('template', { length: 60 }).notNull(),
    /** The list its unsubscribe link leaves: updates or notifications. */
    list: varchar('list', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers (List-Unsubscribe ...), name -> value. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may next take it; a claimed row is pushed forward by the claim's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker holding the current claim; its result is written only if it still holds it. */
    claimedBy: varchar('claimed_by', { length: 60 }),
    lastError: varchar('last_error', { length: 500 }),
    /** smtp, or log when no SMTP_URL is set (kept for developers, not delivered). */
    deliveredVia: varchar('delivered_via', { length: 10 }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/** Addresses that asked for no more emails of a list (notifications); updates live in subscriptions. */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    /** Lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    list: varchar('list', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.email, table.list] })],
);

export const subscriptionStatus = pgEnum('subscription_status', ['pending', 'confirmed', 'unsubscribed']);

/** Email updates by topic (services/subscriptions.ts). One row per address. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index on lower() decides racing sign-ups. */
    email: varchar('email', { length: 254 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    topics: text('topics').array().notNull(),
    frequency: varchar('frequency', { length: 20 }).notNull(),
    status: subscriptionStatus('status').notNull().default('pending'),
    /** SHA-256 hex of the latest confirm link's nonce: a newer email voids the older link. */
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_email_lower_key').on(sql`lower(${table.email})`),
    index('subscriptions_user_id_idx').on(table.userId),
  ],
);

/**
 * The chat assistant's knowledge: passages of the site's content and of answered public questions
 * (src/server/chat/knowledge-index.ts). Title weighs most (A), then the section heading (B), then
 * the text (C).
 */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: serial('id').primaryKey(),
    /** guide | glossary | article | service | page | question */
    source: varchar('source', { length: 20 }).notNull(),
    /** What a refresh replaces: 'content', or 'question:<id>'. */
    sourceKey: varchar('source_key', { length: 60 }).notNull(),
    /**
     * A question's passages go with the question row (and so with its author's account) in the
     * same transaction, on every process: nothing of a deleted member stays quotable.
     */
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 300 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    heading: varchar('heading', { length: 200 }).notNull().default(''),
    text: text('text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(heading, '')), 'B') || setweight(to_tsvector('english', coalesce(text, '')), 'C')`,
      ),
  },
  (table) => [
    index('knowledge_passages_search_idx').using('gin', table.search),
    index('knowledge_passages_source_key_idx').on(table.sourceKey),
    index('knowledge_passages_question_id_idx').on(table.questionId),
  ],
);

/** Small facts the server keeps about itself, e.g. the hash of the content the index was built from. */
export const serverMeta = pgTable('server_meta', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's conversation with the chat assistant; theirs alone (404 for anyone else). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 150 }).notNull(),
    /** The question made by "Talk to an agent"; its answers show in the conversation. */
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_conversations_member_updated_idx').on(table.memberId, table.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** user | assistant */
    role: varchar('role', { length: 12 }).notNull(),
    text: text('text').notNull(),
    citations: jsonb('citations').notNull().default([]),
    suggestions: jsonb('suggestions').notNull().default([]),
    /** The member stopped the reply; `text` is what had been sent. */
    stopped: boolean('stopped').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_conversation_created_idx').on(table.conversationId, table.createdAt)],
);

export const websiteBuildStatus = pgEnum('website_build_status', [
  'submitted',
  'in_progress',
  'in_review',
  'live',
]);

/**
 * A member's request for a website (services/website-builds.ts, decision 130): the wizard's
 * answers as the shared schema outputs them. One active (not yet live) request per member, kept
 * by the partial unique index so two racing submissions cannot both win.
 */
export const websiteBuilds = pgTable(
  'website_builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: websiteBuildStatus('status').notNull().default('submitted'),
    businessName: varchar('business_name', { length: 120 }).notNull(),
    businessKind: varchar('business_kind', { length: 20 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    state: varchar('state', { length: 5 }).notNull(),
    description: text('description').notNull().default(''),
    npn: varchar('npn', { length: 10 }).notNull().default(''),
    licenceState: varchar('licence_state', { length: 5 }),
    licenceNumber: varchar('licence_number', { length: 30 }).notNull().default(''),
    otherLicences: text('other_licences').notNull().default(''),
    lines: text('lines').array().notNull(),
    template: varchar('template', { length: 20 }).notNull(),
    pages: text('pages').array().notNull(),
    domainChoice: varchar('domain_choice', { length: 10 }).notNull(),
    domainName: varchar('domain_name', { length: 253 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 120 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    /** E.164. */
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('website_builds_owner_created_idx').on(table.ownerId, table.createdAt),
    index('website_builds_status_created_idx').on(table.status, table.createdAt),
    uniqueIndex('website_builds_one_active_key')
      .on(table.ownerId)
      .where(sql`${table.status} <> 'live'`),
  ],
);

/** A build's history: created, each status change and each note, with who and when. */
export const websiteBuildEvents = pgTable(
  'website_build_events',
  {
    /** Serial: events made in the same instant still read in the order they were written. */
    id: serial('id').primaryKey(),
    buildId: uuid('build_id')
      .notNull()
      .references(() => websiteBuilds.id, { onDelete: 'cascade' }),
    /** created | status | note */
    kind: varchar('kind', { length: 10 }).notNull(),
    fromStatus: websiteBuildStatus('from_status'),
    toStatus: websiteBuildStatus('to_status'),
    note: text('note'),
    /** The person who did it; the event stays if their account goes. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('website_build_events_build_created_idx').on(table.buildId, table.createdAt)],
);

/**
 * Web Push subscriptions, one per device (decision 240). A subscription belongs to the session it
 * was made in: logging out, or ending that session from another device, deletes the row with it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: varchar('session_id', { length: 64 })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's address for this device; a device has one, so it is unique. */
    endpoint: varchar('endpoint', { length: 1000 }).notNull(),
    /** The browser's P-256 public key and auth secret, base64url, to encrypt what is sent (RFC 8291). */
    p256dh: varchar('p256dh', { length: 100 }).notNull(),
    auth: varchar('auth', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_id_idx').on(table.userId),
    index('push_subscriptions_session_id_idx').on(table.sessionId),
  ],
);

/**
 * Pushes waiting to go, one row per device, written in the transaction of the change they announce
 * and sent by the push worker (src/server/push/worker.ts) as email_outbox rows are. The title and
 * path hold nothing private. A removed subscription takes its rows with it.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    body: varchar('body', { length: 200 }).notNull(),
    /** The in-site path the notification opens, e.g. /dashboard/question/{id}. */
    url: varchar('url', { length: 300 }).notNull(),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: varchar('claimed_by', { length: 60 }),
    lastError: varchar('last_error', { length: 500 }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('push_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

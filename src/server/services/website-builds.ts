// Website builds (decision 130): a member submits the wizard's answers (one active request at a
// time), reads their own; agents work a queue, move the status and add notes. Every change writes
// a history event and the member's email in the same transaction. Another member's build is 404.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  BuildEvent,
  BuildQueueResponse,
  BuildStatus,
  CreateWebsiteBuildData,
  WebsiteBuildDetail,
  WebsiteBuildSummary,
} from '../../shared/website-build-schemas';
import { BUILD_STATUSES } from '../../shared/website-build-schemas';
import { idParamSchema } from '../../shared/fields';
import { inTransaction, type AppDb } from '../db/client';
import { users, websiteBuildEvents, websiteBuilds } from '../db/schema';
import { enqueueEmail, type EmailSettings } from '../email/outbox';
import { enqueuePush, websiteBuildNotice } from '../push/notices';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { recordAction } from './agent-activity';
import { agentPage } from './agent-page';
import { notFound } from './authz';
import { displayName, memberColumns, nameColumns, oldestFirst } from './people';
import type { SessionUser } from './sessions';

export interface BuildDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
  email: EmailSettings;
}

type BuildRow = typeof websiteBuilds.$inferSelect;

const iso = (date: Date) => date.toISOString();

const summaryOf = (row: BuildRow): WebsiteBuildSummary => ({
  id: row.id,
  businessName: row.businessName,
  status: row.status,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** The unique index that keeps one active request per member (schema.ts). */
const ONE_ACTIVE = 'website_builds_one_active_key';

function isOneActiveViolation(error: unknown): boolean {
  // drizzle wraps the driver's error; PGlite and pg both carry the constraint name somewhere in it.
  const text = (value: unknown): string =>
    value && typeof value === 'object'
      ? `${String((value as { message?: unknown }).message ?? '')} ${String((value as { constraint?: unknown }).constraint ?? '')} ${text((value as { cause?: unknown }).cause)}`
      : '';
  return text(error).includes(ONE_ACTIVE);
}

const alreadyActive = () =>
  new HttpError(
    409,
    'You already have a website request in progress. You can start another once it is live.',
  );

export async function createBuild(
  deps: BuildDeps,
  owner: SessionUser,
  data: CreateWebsiteBuildData,
  requestId: string,
): Promise<WebsiteBuildDetail> {
  const now = deps.now();
  const [active] = await deps.db
    .select({ id: websiteBuilds.id })
    .from(websiteBuilds)
    .where(and(eq(websiteBuilds.ownerId, owner.id), ne(websiteBuilds.status, 'live')));
  if (active) throw alreadyActive();
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(websiteBuilds)
        .values({
          ...data,
          licenceState: data.licenceState ?? null,
          ownerId: owner.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: websiteBuilds.id });
      if (!row) throw new Error('insert returned no row');
      await tx.insert(websiteBuildEvents).values({
        buildId: row.id,
        kind: 'created',
        toStatus: 'submitted',
        authorId: owner.id,
        createdAt: now,
      });
      return row.id;
    });
  } catch (error) {
    // Two submissions racing past the check above: the database lets one win.
    if (isOneActiveViolation(error)) throw alreadyActive();
    throw error;
  }
  deps.logger.info('website_build.created', { requestId, buildId: id });
  return readBuild(deps.db, id, owner);
}

export async function listMyBuilds(db: AppDb, ownerId: string): Promise<WebsiteBuildSummary[]> {
  const rows = await db
    .select()
    .from(websiteBuilds)
    .where(eq(websiteBuilds.ownerId, ownerId))
    .orderBy(desc(websiteBuilds.createdAt), desc(websiteBuilds.id))
    .limit(50);
  return rows.map(summaryOf);
}

/** The member's newest request, for the dashboard; null when they have none. */
export async function latestBuild(db: AppDb, ownerId: string): Promise<WebsiteBuildSummary | null> {
  const [row] = await db
    .select()
    .from(websiteBuilds)
    .where(eq(websiteBuilds.ownerId, ownerId))
    .orderBy(desc(websiteBuilds.createdAt), desc(websiteBuilds.id))
    .limit(1);
  return row ? summaryOf(row) : null;
}

async function findBuild(db: AppDb, id: string): Promise<BuildRow | undefined> {
  if (!idParamSchema.safeParse(id).success) return undefined;
  const [row] = await db.select().from(websiteBuilds).where(eq(websiteBuilds.id, id));
  return row;
}

async function historyOf(db: AppDb, buildId: string, viewer: SessionUser): Promise<BuildEvent[]> {
  const rows = await db
    .select({
      event: websiteBuildEvents,
      ...nameColumns,
      role: users.role,
    })
    .from(websiteBuildEvents)
    .leftJoin(users, eq(users.id, websiteBuildEvents.authorId))
    .where(eq(websiteBuildEvents.buildId, buildId))
    .orderBy(...oldestFirst(websiteBuildEvents));
  return rows.map(({ event, firstName, lastName, role }) => ({
    id: event.id,
    kind: event.kind as BuildEvent['kind'],
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    note: event.note,
    // Members see agents as "Dana R."; agents see the member's full name.
    authorName:
      role === 'member'
        ? viewer.role === 'agent'
          ? `${firstName} ${lastName}`
          : 'You'
        : displayName(firstName, lastName),
    authorRole: role,
    createdAt: iso(event.createdAt),
  }));
}

/** One build as its owner or an agent sees it; anyone else gets 404. */
export async function readBuild(db: AppDb, id: string, viewer: SessionUser): Promise<WebsiteBuildDetail> {
  const row = await findBuild(db, id);
  if (!row || (viewer.role !== 'agent' && row.ownerId !== viewer.id)) throw notFound('That website request');
  const detail: WebsiteBuildDetail = {
    ...summaryOf(row),
    answers: {
      businessName: row.businessName,
      businessKind: row.businessKind as WebsiteBuildDetail['answers']['businessKind'],
      city: row.city,
      state: row.state as WebsiteBuildDetail['answers']['state'],
      description: row.description,
      npn: row.npn,
      licenceState: row.licenceState as WebsiteBuildDetail['answers']['licenceState'],
      licenceNumber: row.licenceNumber,
      otherLicences: row.otherLicences,
      lines: row.lines as WebsiteBuildDetail['answers']['lines'],
      template: row.template as WebsiteBuildDetail['answers']['template'],
      pages: row.pages as WebsiteBuildDetail['answers']['pages'],
      domainChoice: row.domainChoice as WebsiteBuildDetail['answers']['domainChoice'],
      domainName: row.domainName,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
      notes: row.notes,
    },
    history: await historyOf(db, row.id, viewer),
  };
  if (viewer.role === 'agent') {
    const [owner] = await db.select(memberColumns).from(users).where(eq(users.id, row.ownerId));
    if (owner) detail.owner = { name: `${owner.firstName} ${owner.lastName}`, email: owner.email };
  }
  return detail;
}

/** The agents' queue: requests waiting on the agency first (submitted, then in progress), oldest first. */
export async function buildQueue(
  db: AppDb,
  status: BuildStatus | undefined,
  page: number,
): Promise<BuildQueueResponse> {
  const where = status ? eq(websiteBuilds.status, status) : undefined;
  const stage = sql`array_position(array[${sql.join(
    BUILD_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}]::website_build_status[], ${websiteBuilds.status})`;
  return agentPage(
    db,
    page,
    { table: websiteBuilds, where },
    (limit, offset) =>
      db
        .select({
          build: websiteBuilds,
          ...memberColumns,
        })
        .from(websiteBuilds)
        .innerJoin(users, eq(users.id, websiteBuilds.ownerId))
        .where(where)
        .orderBy(stage, ...oldestFirst(websiteBuilds))
        .limit(limit)
        .offset(offset),
    ({ build, firstName, lastName, email }) => ({
      ...summaryOf(build),
      template: build.template as BuildQueueResponse['items'][number]['template'],
      owner: { name: `${firstName} ${lastName}`, email },
    }),
  );
}

/** Locks the build's row so two agents' changes are applied (and emailed) one after the other. */
async function lockBuild(tx: AppDb, id: string): Promise<BuildRow | undefined> {
  const [row] = await tx.select().from(websiteBuilds).where(eq(websiteBuilds.id, id)).for('update');
  return row;
}

async function emailOwner(
  tx: AppDb,
  deps: BuildDeps,
  build: BuildRow,
  message: { status: BuildStatus; statusChanged: boolean; note?: string },
  now: Date,
): Promise<void> {
  const [owner] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, build.ownerId));
  if (!owner) return;
  await enqueueEmail(tx, deps.email, {
    to: owner.email,
    template: 'website-build-update',
    data: {
      firstName: owner.firstName,
      businessName: build.businessName,
      ...message,
      ...(message.note ? { note: message.note } : {}),
    },
    now,
  });
}

/**
 * One agent change to a build, in one transaction with the build row locked: the new status (or the
 * same one, for a note), its history entry, the action log and the member's email. `decide` checks
 * the change against the locked row and may refuse it.
 */
async function changeBuild(
  deps: BuildDeps,
  agent: SessionUser,
  id: string,
  decide: (db: AppDb, build: BuildRow) => Promise<{ status: BuildStatus; note: string | null }>,
): Promise<WebsiteBuildDetail> {
  if (!(await findBuild(deps.db, id))) throw notFound('That website request');
  const now = deps.now();
  const moved = await inTransaction(deps.db, async (db) => {
    const build = await lockBuild(db, id);
    if (!build) throw notFound('That website request');
    const { status, note } = await decide(db, build);
    const statusChanged = status !== build.status;
    await db.update(websiteBuilds).set({ status, updatedAt: now }).where(eq(websiteBuilds.id, id));
    await db.insert(websiteBuildEvents).values({
      buildId: id,
      kind: statusChanged ? 'status' : 'note',
      ...(statusChanged ? { fromStatus: build.status, toStatus: status } : {}),
      note,
      authorId: agent.id,
      createdAt: now,
    });
    await recordAction(db, {
      agentId: agent.id,
      action: statusChanged ? 'website-build.status' : 'website-build.note',
      targetType: 'website-build',
      targetId: id,
      ...(statusChanged ? { detail: { status: { from: build.status, to: status } } } : {}),
      now,
    });
    await emailOwner(db, deps, build, { status, statusChanged, note: note ?? '' }, now);
    // A status change is worth a notice on the phone too; a note is the email's alone (decision 240).
    if (statusChanged) await enqueuePush(db, build.ownerId, websiteBuildNotice(), now);
    return statusChanged ? status : undefined;
  });
  deps.logger.info(moved ? 'website_build.status' : 'website_build.note', {
    buildId: id,
    agentId: agent.id,
    ...(moved ? { status: moved } : {}),
  });
  return readBuild(deps.db, id, agent);
}

/** An agent moves a build to another status, with an optional note; the member is emailed. */
export function moveBuild(
  deps: BuildDeps,
  agent: SessionUser,
  id: string,
  data: { status: BuildStatus; note: string },
): Promise<WebsiteBuildDetail> {
  return changeBuild(deps, agent, id, async (db, build) => {
    if (build.status === data.status)
      throw new HttpError(400, 'The request already has that status.', {
        status: 'The request already has that status: choose another.',
      });
    // Moving back from live would make a second active request possible: refuse it clearly.
    if (build.status === 'live' || data.status === 'live') await checkLiveMove(db, build, data.status);
    return { status: data.status, note: data.note || null };
  });
}

/** An agent's note to the member, kept in the history and emailed. */
export function addBuildNote(
  deps: BuildDeps,
  agent: SessionUser,
  id: string,
  data: { body: string },
): Promise<WebsiteBuildDetail> {
  return changeBuild(deps, agent, id, async (_db, build) => ({ status: build.status, note: data.body }));
}

/** A live build may go back only while its owner has no other active request. */
async function checkLiveMove(db: AppDb, build: BuildRow, to: BuildStatus): Promise<void> {
  if (build.status !== 'live' || to === 'live') return;
  const [other] = await db
    .select({ id: websiteBuilds.id })
    .from(websiteBuilds)
    .where(
      and(
        eq(websiteBuilds.ownerId, build.ownerId),
        inArray(websiteBuilds.status, ['submitted', 'in_progress', 'in_review']),
      ),
    );
  if (other)
    throw new HttpError(409, 'This member has another request in progress: that one must go live first.');
}

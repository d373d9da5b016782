// Recent session lookups kept in memory (decision 145), so checking a session costs no database round
// trip each time. Trust comes from invalidation, not from time: a trigger announces every session
// deleted and every user changed or deleted on the channel `session_change` (migration 0007), and
// each process forgets what it heard about at once. While notifications may be missed (PostgreSQL's
// listening connection is down) nothing is served from here. The TTL only bounds memory and age.
import type { AppDb, Database } from '../db/client';
import type { sessions, users } from '../db/schema';

export const SESSION_CHANNEL = 'session_change';
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;
/** How long a heard payload is remembered for `echo`. */
const HEARD_KEEP_MS = 5_000;

export interface CachedSessionRow {
  session: typeof sessions.$inferSelect;
  user: typeof users.$inferSelect;
}

interface Entry extends CachedSessionRow {
  storedAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves on every invalidation: a lookup that raced one does not store what it read. */
  private generation = 0;
  /** True while invalidations are known to arrive. */
  private live = false;
  /** Payloads heard lately (oldest first), and who waits for one. */
  private readonly recent = new Map<string, number>();
  private readonly waiters = new Map<string, (() => void)[]>();

  constructor(
    private readonly clock: () => number = Date.now,
    /** Waits until every process has handled the notifications sent so far (Database.barrier). */
    readonly barrier: () => Promise<boolean> = async () => true,
  ) {}

  get isLive(): boolean {
    return this.live;
  }

  /** The generation to pass to `store`, taken before the database is read. */
  mark(): number {
    return this.generation;
  }

  get(id: string): CachedSessionRow | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt > TTL_MS) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  store(id: string, row: CachedSessionRow, mark: number): void {
    if (!this.live || mark !== this.generation) return;
    // Oldest first out: Map keeps insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { ...row, storedAt: this.clock() });
  }

  forgetSession(id: string): void {
    this.generation += 1;
    this.entries.delete(id);
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [id, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(id);
  }

  /** A `session_change` payload: `s:<session id>` or `u:<user id>`; anything else forgets all. */
  heard(payload: string): void {
    if (payload.startsWith('s:')) this.forgetSession(payload.slice(2));
    else if (payload.startsWith('u:')) this.forgetUser(payload.slice(2));
    else this.setLive(this.live);
    const now = this.clock();
    this.recent.delete(payload);
    this.recent.set(payload, now);
    for (const [old, at] of this.recent) {
      if (now - at <= HEARD_KEEP_MS) break;
      this.recent.delete(old);
    }
    for (const wake of this.waiters.get(payload) ?? []) wake();
    this.waiters.delete(payload);
  }

  /**
   * Resolves once this process has heard `payload` back from the database (at once if it has
   * lately), or after `timeoutMs`. The database signals every listening process together, so a
   * process that heard its own notification knows the others have it too: a logout answers only
   * then, and the next request, to any process, is refused.
   */
  echo(payload: string, timeoutMs = 250): Promise<void> {
    if (!this.live || this.recent.has(payload)) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      const list = this.waiters.get(payload) ?? [];
      list.push(() => {
        clearTimeout(timer);
        resolve();
      });
      this.waiters.set(payload, list);
    });
  }

  /** Forgets everything; serves from memory again only when `live`. */
  setLive(live: boolean): void {
    this.generation += 1;
    this.entries.clear();
    this.live = live;
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<AppDb, SessionCache>();

/** The cache of a database's sessions, when one was started for it. */
export const sessionCacheOf = (db: AppDb): SessionCache | undefined => caches.get(db);

/** Starts the cache for this database (once); it serves once its listener is live. */
export function startSessionCache(database: Database): SessionCache {
  const existing = caches.get(database.db);
  if (existing) return existing;
  const cache = new SessionCache(Date.now, () => database.barrier());
  caches.set(database.db, cache);
  database.listen(
    SESSION_CHANNEL,
    (payload) => cache.heard(payload),
    (live) => cache.setLive(live),
  );
  return cache;
}

// The built site from memory (decision 076): each file is read once, with its brotli and gzip forms,
// and kept in a byte-bounded cache. A stat per request (no read) notices a file replaced on disk, as a
// deploy or the update journeys do; it is a synchronous stat (decision 147): a few microseconds on a
// local disk, where the asynchronous one costs a trip through the thread pool and, for a missing
// file, a thrown error. The build writes `.br` and `.gz` beside each file
// (scripts/compress.mjs); a sibling that does not decode to the file's bytes is ignored and the file is
// compressed here instead, so a stale sibling can never be served.
import { createHash } from 'node:crypto';
import { statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { rewriteOrigin, type OriginRewrite } from './site-origin';

export type Encoding = 'br' | 'gzip';

export interface CachedFile {
  body: Buffer;
  /** Present only when smaller than the body. */
  br?: Buffer;
  gzip?: Buffer;
  /** Strong validator of the body; an encoded form adds `-br` / `-gzip` (a different representation). */
  etag: string;
}

interface Slot {
  file: CachedFile;
  mtimeMs: number;
  size: number;
  bytes: number;
}

/** Text types worth compressing; images and fonts are compressed already. */
export const compressiblePath = /\.(html|js|mjs|css|json|map|svg|webmanifest|xml|txt|vtt)$/i;

const decoders: Record<Encoding, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };
const encoders: Record<Encoding, (bytes: Buffer) => Buffer> = {
  // Quality 5 at run time: the build's siblings use 11; this path is for files changed after the build.
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes) => gzipSync(bytes, { level: 6 }),
};
const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

async function encoded(file: string, body: Buffer, fromDisk: boolean, encoding: Encoding) {
  let bytes: Buffer | undefined;
  if (fromDisk) {
    try {
      const sibling = await readFile(file + suffix[encoding]);
      if (decoders[encoding](sibling).equals(body)) bytes = sibling;
    } catch {
      // No sibling, or not a valid one: compress below.
    }
  }
  bytes ??= encoders[encoding](body);
  return bytes.length < body.length ? bytes : undefined;
}

export interface StaticCacheOptions {
  /** Upper bound on cached bytes (bodies plus encoded forms); least recently used go first. */
  maxBytes?: number;
  /** Rewrites every HTML file once when loaded (the analytics tag); the siblings then no longer apply. */
  transformHtml?: (html: string) => string;
  /**
   * Replaces the build's site origin with SITE_URL's in every text file that names it, once when
   * loaded (services/site-origin.ts); such a file is compressed here, its siblings being stale.
   */
  origin?: OriginRewrite;
}

/**
 * The file's stat, or undefined when there is nothing the server can open there: missing, but also
 * a path through a file (`/robots.txt/x`: ENOTDIR), a name too long (ENAMETOOLONG), or no access.
 * Crawlers send such paths all day; each is a plain 404, not an error.
 */
function statFile(file: string): Stats | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export class StaticFileCache {
  private readonly slots = new Map<string, Slot>();
  private total = 0;
  /** Files found unchanged on disk in this turn of the event loop (see `unchanged`). */
  private readonly checked = new Set<string>();
  private readonly maxBytes: number;

  constructor(private readonly options: StaticCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 96 * 1024 * 1024;
  }

  /**
   * True when the slot still matches the file on disk. Requests that arrive in one turn of the event
   * loop share one stat (under load that is dozens of requests): no request can tell them apart from
   * requests answered a few microseconds earlier, and a file replaced on disk is seen by the next
   * turn, as before. The stat was a tenth of a page's cost in a profile of the page fast path.
   */
  private unchanged(file: string, slot: Slot): boolean {
    if (this.checked.has(file)) return true;
    const info = statFile(file);
    if (!info?.isFile() || slot.mtimeMs !== info.mtimeMs || slot.size !== info.size) return false;
    if (this.checked.size === 0) setImmediate(() => this.checked.clear());
    this.checked.add(file);
    return true;
  }

  /** The file when it is cached and unchanged on disk, without waiting: the page fast path's hit. */
  cached(file: string | undefined): CachedFile | undefined {
    if (!file) return undefined;
    const slot = this.slots.get(file);
    if (!slot || !this.unchanged(file, slot)) return undefined;
    // Re-inserting keeps the Map in least-recently-used order.
    this.slots.delete(file);
    this.slots.set(file, slot);
    return slot.file;
  }

  /** The file with its encoded forms, or undefined when it is not a regular file. */
  async get(file: string | undefined): Promise<CachedFile | undefined> {
    const hit = this.cached(file);
    if (hit || !file) return hit;
    const info = statFile(file);
    if (!info?.isFile()) return undefined;
    const loaded = await this.load(file);
    if (!loaded) return undefined;
    this.store(file, { file: loaded, mtimeMs: info.mtimeMs, size: info.size, bytes: 0 });
    return loaded;
  }

  private async load(file: string): Promise<CachedFile | undefined> {
    let raw: Buffer;
    try {
      raw = await readFile(file);
    } catch {
      return undefined;
    }
    const { transformHtml, origin } = this.options;
    let body = raw;
    if (origin && compressiblePath.test(file) && raw.includes(origin.from)) {
      body = Buffer.from(rewriteOrigin(raw.toString(), origin));
    }
    if (transformHtml && /\.html$/i.test(file)) body = Buffer.from(transformHtml(body.toString()));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    if (!compressiblePath.test(file)) return { body, etag };
    const fromDisk = body === raw;
    return {
      body,
      etag,
      br: await encoded(file, body, fromDisk, 'br'),
      gzip: await encoded(file, body, fromDisk, 'gzip'),
    };
  }

  private store(file: string, slot: Slot): void {
    slot.bytes = slot.file.body.length + (slot.file.br?.length ?? 0) + (slot.file.gzip?.length ?? 0);
    const old = this.slots.get(file);
    if (old) {
      this.total -= old.bytes;
      this.slots.delete(file);
    }
    // A file larger than a quarter of the budget is served but not kept.
    if (slot.bytes > this.maxBytes / 4) return;
    this.slots.set(file, slot);
    this.total += slot.bytes;
    for (const [key, oldest] of this.slots) {
      if (this.total <= this.maxBytes) break;
      this.slots.delete(key);
      this.total -= oldest.bytes;
    }
  }
}

/** The best encoding this file has that the request accepts: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, file: CachedFile): Encoding | undefined {
  const accepts = acceptedEncodings(acceptEncoding ?? '');
  if (file.br && accepts.br) return 'br';
  if (file.gzip && accepts.gzip) return 'gzip';
  return undefined;
}

/** Parsed Accept-Encoding values: browsers send a handful of spellings, each parsed once. */
const acceptedCache = new Map<string, { br: boolean; gzip: boolean }>();
const ACCEPTED_CACHE_MAX = 256;

function acceptedEncodings(header: string): { br: boolean; gzip: boolean } {
  const known = acceptedCache.get(header);
  if (known) return known;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  const answer = { br: ok('br'), gzip: ok('gzip') };
  // Odd headers from a scanner must not grow the map without end.
  if (acceptedCache.size >= ACCEPTED_CACHE_MAX) acceptedCache.clear();
  acceptedCache.set(header, answer);
  return answer;
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

// An agency's own facts, without editing source: AGENCY_FILE names a JSON file whose keys (any of
// src/shared/agency.ts's: name, phone, phoneE164, email, address, licence ..., and the lists `staff`
// and `reviews` of src/shared/staff.ts and reviews.ts) replace the defaults; a list replaces the
// whole list. Read by every build (client, SSR, server, content) and compiled in: the lists apart
// from the other facts, so a page's first script does not carry them (src/shared/staff.ts).
import { readFileSync } from 'node:fs';

const HAIR_STYLES = ['short', 'long', 'bun', 'curly', 'bald', 'wavy'];
// An id is in article frontmatter and in About's anchors (`#staff-{id}`): lower-case kebab.
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value) => typeof value === 'string' && value.trim() !== '';

/** The facts AGENCY_FILE holds, their lists checked; {} when AGENCY_FILE is unset. */
export function readAgencyFile() {
  const file = process.env.AGENCY_FILE;
  if (!file) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  if (!isObject(parsed)) throw new Error(`AGENCY_FILE ${file} must hold a JSON object`);
  const fail = (field, rule) => new Error(`AGENCY_FILE ${file}: "${field}" ${rule}`);
  if ('reviews' in parsed) checkReviews(parsed.reviews, fail);
  if ('staff' in parsed) checkStaff(parsed.staff, fail);
  return parsed;
}

/** The overrides as JSON text ('{}' when AGENCY_FILE is unset), for the content build. */
export function agencyOverridesJson() {
  return JSON.stringify(readAgencyFile());
}

/**
 * A bundler's `define`: the facts for src/shared/agency.ts, and the staff and the reviews, each
 * compiled only where src/shared/staff.ts or reviews.ts is (`undefined` when the file has none).
 */
export function agencyDefines() {
  const { staff, reviews, ...facts } = readAgencyFile();
  return {
    __AGENCY_OVERRIDES__: JSON.stringify(facts),
    __AGENCY_STAFF__: JSON.stringify(staff) ?? 'undefined',
    __AGENCY_REVIEWS__: JSON.stringify(reviews) ?? 'undefined',
  };
}

function checkTexts(entry, keys, at, fail) {
  for (const key of keys) {
    if (!isText(entry[key])) throw fail(`${at}.${key}`, 'must be text');
  }
}

function checkReviews(reviews, fail) {
  if (!Array.isArray(reviews)) throw fail('reviews', 'must be a list of { name, place, rating, text }');
  reviews.forEach((review, index) => {
    const at = `reviews[${index}]`;
    if (!isObject(review)) throw fail(at, 'must be an object { name, place, rating, text }');
    checkTexts(review, ['name', 'place', 'text'], at, fail);
    const { rating } = review;
    if (typeof rating !== 'number' || !(rating >= 1 && rating <= 5))
      throw fail(`${at}.rating`, 'must be a number of stars from 1 to 5');
  });
}

function checkStaff(staff, fail) {
  if (!Array.isArray(staff))
    throw fail('staff', 'must be a list of { id, name, role, credentials, bio, portrait }');
  const ids = new Set();
  staff.forEach((member, index) => {
    const at = `staff[${index}]`;
    if (!isObject(member)) throw fail(at, 'must be an object { id, name, role, credentials, bio, portrait }');
    if (typeof member.id !== 'string' || !KEBAB.test(member.id))
      throw fail(`${at}.id`, 'must be lower-case words joined by hyphens, as articles name it');
    if (ids.has(member.id)) throw fail(`${at}.id`, `repeats "${member.id}": each member needs their own`);
    ids.add(member.id);
    checkTexts(member, ['name', 'role', 'credentials', 'bio'], at, fail);
    checkPortrait(member.portrait, `${at}.portrait`, fail);
  });
}

function checkPortrait(portrait, at, fail) {
  if (!isObject(portrait))
    throw fail(at, 'must be an object { skin, hair, hairStyle, shirt, background } of colours');
  checkTexts(portrait, ['skin', 'hair', 'shirt', 'background'], at, fail);
  if (!HAIR_STYLES.includes(portrait.hairStyle))
    throw fail(`${at}.hairStyle`, `must be one of ${HAIR_STYLES.join(', ')}`);
  for (const key of ['glasses', 'beard']) {
    if (key in portrait && typeof portrait[key] !== 'boolean')
      throw fail(`${at}.${key}`, 'must be true or false');
  }
}

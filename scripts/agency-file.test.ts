import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review, StaffMember } from '../src/shared/agency-people';
import { agencyDefines, readAgencyFile } from './agency-file.mjs';

const dir = mkdtempSync(join(tmpdir(), 'agency-file-'));
/** Names a file holding `facts` in AGENCY_FILE, as a build would see it. */
const nameAgencyFile = (name: string, facts: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(facts));
  vi.stubEnv('AGENCY_FILE', file);
  return file;
};
afterEach(() => vi.unstubAllEnvs());

const ownStaff: StaffMember[] = [
  {
    id: 'june-pelletier',
    name: 'June Pelletier',
    role: 'Medicare specialist',
    credentials: 'Licensed health and life agent (ME)',
    bio: 'June has helped people in Knox County with Medicare since 2015.',
    portrait: {
      skin: '#e0b090',
      hair: '#5a3a22',
      hairStyle: 'wavy',
      shirt: '#335577',
      background: '#e8eef4',
    },
  },
];
const ownReviews: Review[] = [
  { name: 'Alan W.', place: 'Rockland, ME', rating: 4, text: 'They found us a better Medigap plan.' },
];

describe('the agency file read at build time', () => {
  it('compiles in nothing of its own when AGENCY_FILE is unset', () => {
    vi.stubEnv('AGENCY_FILE', '');
    expect(readAgencyFile()).toEqual({});
    expect(agencyDefines()).toEqual({
      __AGENCY_OVERRIDES__: '{}',
      __AGENCY_STAFF__: 'undefined',
      __AGENCY_REVIEWS__: 'undefined',
    });
  });

  it("replaces the sample staff and reviews with the agency's own, each list whole and apart from the other facts", () => {
    nameAgencyFile('own.json', { name: 'Quarry Road Insurance', staff: ownStaff, reviews: ownReviews });
    const defines = agencyDefines();
    expect(JSON.parse(defines.__AGENCY_STAFF__)).toEqual(ownStaff);
    expect(JSON.parse(defines.__AGENCY_REVIEWS__)).toEqual(ownReviews);
    // The other facts reach every page's first script; the lists only the pages that show them.
    expect(JSON.parse(defines.__AGENCY_OVERRIDES__)).toEqual({ name: 'Quarry Road Insurance' });
  });

  it('takes an empty list of reviews: an agency with none to publish shows none', () => {
    nameAgencyFile('no-reviews.json', { reviews: [] });
    expect(agencyDefines().__AGENCY_REVIEWS__).toBe('[]');
    expect(agencyDefines().__AGENCY_STAFF__).toBe('undefined');
  });

  it('refuses a malformed review, naming the file and the field', () => {
    const cases: [unknown, RegExp][] = [
      [{ name: 'Alan W.' }, /"reviews" must be a list/],
      [[{ ...ownReviews[0], rating: 6 }], /"reviews\[0\]\.rating" must be a number of stars from 1 to 5/],
      [[ownReviews[0], { ...ownReviews[0], rating: '5' }], /"reviews\[1\]\.rating"/],
      [[{ ...ownReviews[0], text: ' ' }], /"reviews\[0\]\.text" must be text/],
      [[{ name: 'Alan W.', rating: 5, text: 'Good.' }], /"reviews\[0\]\.place" must be text/],
      [['Great agency'], /"reviews\[0\]" must be an object/],
    ];
    for (const [reviews, message] of cases) {
      const file = nameAgencyFile('bad-reviews.json', { reviews });
      expect(() => readAgencyFile()).toThrow(message);
      expect(() => agencyDefines()).toThrow(`AGENCY_FILE ${file}`);
    }
  });

  it('refuses a malformed staff member, naming the file and the field', () => {
    const member = ownStaff[0]!;
    const cases: [unknown, RegExp][] = [
      [member, /"staff" must be a list/],
      [[{ ...member, credentials: undefined }], /"staff\[0\]\.credentials" must be text/],
      [[member, { ...member, id: 'June Pelletier' }], /"staff\[1\]\.id" must be lower-case words/],
      [[member, member], /"staff\[1\]\.id" repeats "june-pelletier"/],
      [[{ ...member, portrait: undefined }], /"staff\[0\]\.portrait" must be an object/],
      [
        [{ ...member, portrait: { ...member.portrait, hairStyle: 'mohawk' } }],
        /"staff\[0\]\.portrait\.hairStyle" must be one of short, long, bun, curly, bald, wavy/,
      ],
      [[{ ...member, portrait: { ...member.portrait, glasses: 'yes' } }], /"staff\[0\]\.portrait\.glasses"/],
    ];
    for (const [staff, message] of cases) {
      const file = nameAgencyFile('bad-staff.json', { staff });
      expect(() => readAgencyFile()).toThrow(message);
      expect(() => agencyDefines()).toThrow(`AGENCY_FILE ${file}`);
    }
  });
});

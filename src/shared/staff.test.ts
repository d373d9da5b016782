import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from './agency-people';
import { SAMPLE_STAFF } from './sample-staff';

const june: StaffMember = {
  id: 'june-pelletier',
  name: 'June Pelletier',
  role: 'Medicare specialist',
  credentials: 'Licensed health and life agent (ME)',
  bio: 'June has helped people in Knox County with Medicare since 2015.',
  portrait: { skin: '#e0b090', hair: '#5a3a22', hairStyle: 'wavy', shirt: '#335577', background: '#e8eef4' },
};

/** staff.ts as a bundle compiles it with this `define` (scripts/agency-file.mjs). */
async function staffBuiltWith(compiled: readonly StaffMember[] | undefined) {
  vi.stubGlobal('__AGENCY_STAFF__', compiled);
  vi.resetModules();
  return import('./staff');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("the agency's staff", () => {
  it('is the sample staff when AGENCY_FILE names none', async () => {
    const { staff, ownStaff, findStaff } = await staffBuiltWith(undefined);
    expect(ownStaff).toBeUndefined();
    expect(staff).toEqual(SAMPLE_STAFF);
    expect(findStaff('denise-arsenault')?.name).toBe('Denise Arsenault');
  });

  it("is the agency's own list, whole, when AGENCY_FILE has one: no sample member is left", async () => {
    const { staff, findStaff } = await staffBuiltWith([june]);
    expect(staff).toEqual([june]);
    expect(findStaff('june-pelletier')?.credentials).toBe('Licensed health and life agent (ME)');
    expect(findStaff('denise-arsenault')).toBeUndefined();
  });
});

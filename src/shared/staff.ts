// The agency's people who write and review our articles, one of the agency's facts: the one list
// that bylines, the About page's team section and the content build (which checks every article's
// author and reviewer) use. AGENCY_FILE's `staff` replaces the whole list (scripts/agency-file.mjs,
// README); without it the site shows the SAMPLE staff of src/shared/sample-staff.ts. Kept out of
// src/shared/agency.ts so that the list reaches the pages that show it, not every page's first script.
import type { StaffMember } from './agency-people';
import { SAMPLE_STAFF } from './sample-staff';

declare const __AGENCY_STAFF__: readonly StaffMember[] | undefined;

/** AGENCY_FILE's staff, compiled in by the bundlers; undefined without it, and in tsx and tests. */
export const ownStaff = typeof __AGENCY_STAFF__ === 'object' ? __AGENCY_STAFF__ : undefined;

/** The agency's staff: its own, else the sample. */
export const staff: readonly StaffMember[] = ownStaff ?? SAMPLE_STAFF;

/** The member with this id on `list` (the agency's staff unless another list is named). */
export function findStaff(id: string, list: readonly StaffMember[] = staff): StaffMember | undefined {
  return list.find((member) => member.id === id);
}

// An agency's own facts, without editing source: AGENCY_FILE names a JSON file whose keys (any of
// src/shared/agency.ts's: name, phone, phoneE164, email, address, licence ...) replace the defaults.
// Read by every build (client, SSR, server, content) and compiled in as __AGENCY_OVERRIDES__.
import { readFileSync } from 'node:fs';

/** The overrides as JSON text for a bundler's `define`; '{}' when AGENCY_FILE is unset. */
export function agencyOverridesJson() {
  const file = process.env.AGENCY_FILE;
  if (!file) return '{}';
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`AGENCY_FILE ${file} must hold a JSON object`);
  }
  return JSON.stringify(parsed);
}

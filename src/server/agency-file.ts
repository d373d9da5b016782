// An agency's own facts (AGENCY_FILE, README) are compiled into the pages, the client and this
// server by `npm run build`. The server reads the file again when it starts: a file changed or
// named after the build would otherwise leave pages and emails showing facts the agency no longer
// holds, silently. A mismatch stops the start and says to build again (decision 176).
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { agencyOverrides } from '../shared/agency';
import { ownReviews } from '../shared/reviews';
import { ownStaff } from '../shared/staff';

/** The whole of what AGENCY_FILE held when this server was built ({} when unset). */
const builtFile: object = {
  ...agencyOverrides,
  ...(ownStaff ? { staff: ownStaff } : {}),
  ...(ownReviews ? { reviews: ownReviews } : {}),
};

const rebuild = 'run `npm start` (or `npm run build`) with it set, so the pages show the same facts';

/** Throws, naming the file, when AGENCY_FILE is unreadable, not a JSON object, or not what was built. */
export function checkAgencyFile(file: string | undefined, built: object = builtFile): void {
  if (!file) return;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`AGENCY_FILE ${file} cannot be read: name a JSON file of your agency's facts`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`AGENCY_FILE ${file} is not valid JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`AGENCY_FILE ${file} must hold a JSON object`);
  }
  if (!isDeepStrictEqual(parsed, built)) {
    throw new Error(`AGENCY_FILE ${file} differs from the facts this build was made with: ${rebuild}`);
  }
}

// The inputs as a query string, so a link reproduces the result. Values are the raw strings the
// person typed; parsing and messages stay with the schema.
import { FIELD_NAMES, mergeRaw, type RawInputs } from './inputs-schema';

export function toQueryString(raw: RawInputs): string {
  const params = new URLSearchParams();
  for (const name of FIELD_NAMES) params.set(name, raw[name]);
  return params.toString();
}

/** The inputs a query string carries over the defaults; null when it names none of our fields. */
export function fromQueryString(search: string): RawInputs | null {
  const params = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const name of FIELD_NAMES) {
    const value = params.get(name);
    if (value !== null) found[name] = value;
  }
  return Object.keys(found).length > 0 ? mergeRaw(found) : null;
}

// Numbers are stored as E.164 (+12075550148); people read and dial them as (207) 555-0148.

/** A US number as people write it; any other number as stored. */
export function formatPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}

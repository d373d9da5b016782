import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAgencyFile } from './agency-file';

const dir = mkdtempSync(join(tmpdir(), 'agency-file-'));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the agency file read again at start', () => {
  const built = { name: 'Quarry Road Insurance', address: { city: 'Rockland' } };

  it('lets the server start when no file is named', () => {
    expect(() => checkAgencyFile(undefined, built)).not.toThrow();
  });

  it('lets the server start with the file it was built with, whatever its layout', () => {
    const file = write(
      'same.json',
      '{\n  "address": { "city": "Rockland" },\n  "name": "Quarry Road Insurance"\n}\n',
    );
    expect(() => checkAgencyFile(file, built)).not.toThrow();
  });

  it('stops the start when the file changed after the build, saying to build again', () => {
    const file = write('changed.json', JSON.stringify({ ...built, phone: '(207) 555-0190' }));
    expect(() => checkAgencyFile(file, built)).toThrow(
      /differs from the facts this build was made with.*npm start/,
    );
  });

  it('stops the start when a file is named for a build made without one', () => {
    const file = write('late.json', JSON.stringify(built));
    expect(() => checkAgencyFile(file, {})).toThrow(/differs/);
  });

  it('compares the whole file with what the build compiled in, its own staff and reviews included', async () => {
    const staff = [{ id: 'june-pelletier', name: 'June Pelletier' }];
    const reviews = [{ name: 'Alan W.', place: 'Rockland, ME', rating: 5, text: 'Plain answers.' }];
    // As the bundlers compile it (scripts/agency-file.mjs): the lists apart from the other facts.
    vi.stubGlobal('__AGENCY_OVERRIDES__', { name: 'Quarry Road Insurance' });
    vi.stubGlobal('__AGENCY_STAFF__', staff);
    vi.stubGlobal('__AGENCY_REVIEWS__', reviews);
    vi.resetModules();
    const { checkAgencyFile: checkBuilt } = await import('./agency-file');
    const same = write('own.json', JSON.stringify({ reviews, name: 'Quarry Road Insurance', staff }));
    expect(() => checkBuilt(same)).not.toThrow();
    const fewer = write('fewer.json', JSON.stringify({ name: 'Quarry Road Insurance', staff, reviews: [] }));
    expect(() => checkBuilt(fewer)).toThrow(/differs/);
  });

  it('names the file that is missing, not JSON, or not an object', () => {
    expect(() => checkAgencyFile(join(dir, 'nowhere.json'), built)).toThrow(/nowhere\.json cannot be read/);
    expect(() => checkAgencyFile(write('bad.json', '{ name: x }'), built)).toThrow(
      /bad\.json is not valid JSON/,
    );
    expect(() => checkAgencyFile(write('list.json', '[1]'), built)).toThrow(
      /list\.json must hold a JSON object/,
    );
  });
});

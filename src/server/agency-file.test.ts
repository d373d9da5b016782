import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAgencyFile } from './agency-file';

const dir = mkdtempSync(join(tmpdir(), 'agency-file-'));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

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

import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_STAFF } from '../../src/shared/sample-staff';
import { compileContent } from './compile';

function copyOfContent(): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync('src/content', root, { recursive: true });
  return root;
}

/** Names a JSON file of the agency's facts in AGENCY_FILE, as `AGENCY_FILE=... npm run build` does. */
function nameAgencyFile(facts: object): void {
  const file = join(mkdtempSync(join(tmpdir(), 'agency-')), 'agency.json');
  writeFileSync(file, JSON.stringify(facts));
  vi.stubEnv('AGENCY_FILE', file);
}
afterEach(() => vi.unstubAllEnvs());

describe('the content build', () => {
  it('compiles every page of the collection with its kind', () => {
    const payloads = compileContent();
    expect(payloads.get('/services/health/medicare')?.kind).toBe('service');
    expect(payloads.get('/resources/health-insurance-glossary')?.kind).toBe('guide');
    expect([...payloads.values()].filter((p) => p.kind === 'article').length).toBeGreaterThanOrEqual(30);
    expect([...payloads.values()].filter((p) => p.kind === 'service').length).toBe(41);
  });

  it('starts every Medicare guide and article with an at-a-glance box of dates and next steps', () => {
    const medicare = [...compileContent().values()].filter(
      (page) =>
        (page.kind === 'guide' && page.path === '/resources/medicare-guide') ||
        (page.kind === 'article' && page.path.startsWith('/articles/medicare/')),
    );
    expect(medicare.length).toBeGreaterThanOrEqual(6);
    for (const page of medicare) {
      const glance = 'glance' in page ? page.glance : undefined;
      expect(glance?.dates.length, page.path).toBeGreaterThan(0);
      expect(glance?.now.length, page.path).toBeGreaterThan(0);
    }
  });

  it('fails naming the file and the field when frontmatter is wrong', () => {
    const root = copyOfContent();
    writeFileSync(
      join(root, 'articles/medicare/part-d-explained.md'),
      '---\ntitle: Part D\ndescription: too short\ncategory: medicare\ntopics: [part-d]\npublished: 2026-01-01\n---\nBody',
    );
    expect(() => compileContent(root)).toThrow(
      /articles\/medicare\/part-d-explained\.md: field "description"/,
    );
  });

  it('fails naming the field when an article names an author who is not on the staff', () => {
    const root = copyOfContent();
    const file = join(root, 'articles/medicare/part-d-explained.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('author: denise-arsenault', 'author: nobody-here'),
    );
    expect(() => compileContent(root)).toThrow(/part-d-explained\.md: field "author": no staff member/);
  });

  it("checks authors and reviewers against the agency file's own staff, not the sample", () => {
    // The same ids with the agency's own people: every article still has its author and reviewer.
    nameAgencyFile({ staff: SAMPLE_STAFF.map((member) => ({ ...member, name: `Own ${member.name}` })) });
    expect(() => compileContent()).not.toThrow();
    nameAgencyFile({ staff: SAMPLE_STAFF.filter((member) => member.id !== 'denise-arsenault') });
    expect(() => compileContent()).toThrow(/field "author": no staff member "denise-arsenault".*AGENCY_FILE/);
  });

  it("refuses reviews written in a page's markdown: they are the agency's facts", () => {
    const root = copyOfContent();
    const file = join(root, 'pages/home.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '---\n',
        '---\nreviews:\n  - name: Alan W.\n    place: Rockland, ME\n    rating: 5\n    text: Good.\n',
      ),
    );
    expect(() => compileContent(root)).toThrow(
      /pages\/home\.md: field "reviews": reviews are set in AGENCY_FILE/,
    );
  });

  it('fails on an internal link to a page that does not exist', () => {
    const root = copyOfContent();
    const file = join(root, 'pages/about-us.md');
    writeFileSync(
      file,
      '---\ntitle: About\ndescription: About Harbor Point, an independent agency in Portland serving New England since 2004.\n---\n[x](/services/health/not-a-service)\n',
    );
    expect(() => compileContent(root)).toThrow(/\/about-us links to \/services\/health\/not-a-service/);
  });
});

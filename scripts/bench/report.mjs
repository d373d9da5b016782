// The bench report as markdown: Lighthouse per page, bytes, then the server's throughput and login
// figures; every figure that has a target gets "met" or "MISSED" and the target beside it.
import { describeCalibration } from './calibrate.mjs';
import { judge, lighthouseTargets } from './targets.mjs';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;
const mb = (bytes) => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 1e6)} MB`);
const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`;
/** A share of one core, as the report and the bench's progress lines print it. */
export const busy = (share) => (share === undefined ? 'n/a' : `${Math.round(share * 100)} %`);
const cpu = (value) => (value === undefined ? 'n/a' : `${(value * 1000).toFixed(0)} µs`);

/** "figure met" / "figure MISSED" for a Lighthouse figure, by its target. */
const marked = (value, key, shown = String(value)) => {
  const verdict = judge(value, lighthouseTargets[key]);
  return verdict.ok ? shown : `${shown} MISSED`;
};

/** A page's row: SEO judged only where search engines may index it, the LCP ratio where there is a floor. */
function pageRow(page) {
  const seo = page.indexable === false ? `${page.seo} (noindex)` : marked(page.seo, 'seo');
  const floor = page.scriptFreeLcp === undefined;
  return (
    `| ${page.name} ${page.path} | ${page.who ?? 'visitor'} | ${marked(page.performance, 'performance')} | ` +
    `${marked(page.accessibility, 'accessibility')} | ${marked(page.bestPractices, 'bestPractices')} | ` +
    `${seo} | ${ms(page.lcp)} | ${marked(page.tbt, 'tbt', ms(page.tbt))} | ` +
    `${page.scriptFreeTbt === undefined ? '-' : ms(page.scriptFreeTbt)} | ` +
    `${marked(page.cls, 'cls', page.cls.toFixed(3))} | ${floor ? '-' : ms(page.scriptFreeLcp)} | ` +
    `${floor ? '-' : marked(page.lcpRatio, 'lcpRatio', page.lcpRatio.toFixed(2))} | ${speedCell(page)} |`
  );
}

/** The page's calibration and Lighthouse's own readings in its runs: "4.1x (1,517; LH 1,490, 1,533)". */
function speedCell(page) {
  if (!page.speed) return '-';
  const n = (value) => Math.round(value).toLocaleString('en');
  const own = page.lighthouseIndexes?.length ? `; LH ${page.lighthouseIndexes.map(n).join(', ')}` : '';
  return `${page.speed.slowdown}x (${page.speed.fixed ? 'fixed' : n(page.speed.index)}${own})`;
}

/** Met when every judged figure of the page is. */
export function pageMeets(page) {
  const keys = ['performance', 'tbt', 'accessibility', 'bestPractices', 'cls'];
  if (page.indexable !== false) keys.push('seo');
  if (page.scriptFreeLcp !== undefined) keys.push('lcpRatio');
  return keys.every((key) => judge(page[key], lighthouseTargets[key]).ok);
}

/** The phone speed the figures below were measured at, printed beside every Lighthouse table. */
function speedLines(report) {
  if (!report.calibration) return [];
  return [
    `Measured at one phone speed: at the start, ${describeCalibration(report.calibration)};`,
    "each page's own reading (read again before its runs) and Lighthouse's own in each run are in its row.",
  ];
}

function lighthouseLines(report) {
  if (!report.pages.length) return ['Lighthouse: not run (--server-only).', ''];
  const met = report.pages.filter(pageMeets).length;
  return [
    `Lighthouse 13, ${report.lighthouse} (${report.runs} run(s) per page), every kind of page in the route`,
    "table (members' pages with the bench's member or agent session). Targets: performance >= 95;",
    'TBT <= 150 ms; accessibility and best practices 100; SEO 100 where indexable; CLS <= 0.01; LCP <=',
    "1.15 x the script-free copy where the page has one (the members' pages are the app shell: no copy).",
    "The script-free copy's TBT is what the page's own HTML and CSS cost at this speed, with no script:",
    'the part of a page\'s TBT that its script adds is the difference (docs/bench.md, "Decision 261").',
    ...speedLines(report),
    `Pages meeting every target: ${met} of ${report.pages.length}: ${met === report.pages.length ? 'met' : 'MISSED'}.`,
    '',
    '| page | who | perf | a11y | best pr. | SEO | LCP | TBT | script-free TBT | CLS | script-free LCP | LCP ratio | CPU slowdown (index) |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    ...report.pages.map(pageRow),
    '',
    '| page | first-load JS gzip | JS brotli | JS files | CSS gzip | CSS brotli | audits below 1 |',
    '| --- | --: | --: | --: | --: | --: | --- |',
    ...report.pages.map(
      (page) =>
        `| ${page.name} | ${kb(page.js.gzip)} | ${kb(page.js.brotli)} | ${page.js.files} | ${kb(page.css.gzip)} | ` +
        `${kb(page.css.brotli)} | ${page.failing.join(', ') || '-'} |`,
    ),
    '',
    `Install-time precache: ${report.precache.files} files, ${kb(report.precache.gzip)} gzip, ` +
      `${kb(report.precache.brotli)} brotli (${kb(report.precache.raw)} raw).`,
    '',
  ];
}

function serverLines(server) {
  if (!server) return ['Server: not run (--lighthouse-only).'];
  return [
    `Server throughput: wrk (one thread), ${server.connections} connections, ` +
      `${server.pairs} pairs of ${server.seconds} s runs per route, each the bare Hono route (small JSON) ` +
      'then the route; medians of the pairs. "CPU share of bare": the bare server\'s CPU per request over',
    "this server's (both from /proc, PostgreSQL's own processes not counted), the rate the route would",
    "reach beside the bare one if the server's CPU were the only limit; the target is judged on req/s.",
    '"Busy": the share of one core the server\'s process and the load generator (wrk) used',
    "during the route's runs; the one near 100 % is what held the rate.",
    '',
    '| database | route | req/s | p50 | p99 | errors | bare req/s | share of bare | target | server CPU per request | CPU share of bare | busy: server | busy: load generator |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --- | --: | --: | --: | --: |',
    ...server.databases.flatMap((database) =>
      database.routes.map(
        (route) =>
          `| ${database.kind} | ${route.name} | ${Math.round(route.rps)} | ${ms(route.p50)} | ${ms(route.p99)} | ` +
          `${route.errors} | ${Math.round(route.bare.rps)} | ${percent(route.ratio)} | ${route.verdict.text || '-'} | ` +
          `${cpu(route.cpuMsPerRequest)} | ${Number.isFinite(route.cpuRatio) ? percent(route.cpuRatio) : 'n/a'} | ` +
          `${busy(route.serverBusy)} | ${busy(route.clientBusy)} |`,
      ),
    ),
    '',
    ...server.databases.flatMap(({ kind, routes }) =>
      routes
        .filter((route) => route.ceiling)
        .map(
          ({ name, ceiling }) =>
            `${kind}, ${name}: the same answer from plain node:http (the ceiling of this figure on this ` +
            `machine) ${Math.round(ceiling.rps)} req/s, ${percent(ceiling.ratio)} of bare; the page reached ` +
            `${percent(ceiling.reached)} of it.`,
        ),
    ),
    '',
    '| database | logins at once | logins | p50 | p95 | failures | server memory before | peak | target |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --- |',
    ...server.databases.map(
      ({ kind, login }) =>
        `| ${kind} | ${login.concurrency} | ${login.logins} | ${ms(login.p50)} | ${ms(login.p95)} | ` +
        `${login.failures} | ${mb(login.memoryBefore)} | ${mb(login.peakMemory)} | ${login.verdict.text} |`,
    ),
    '',
    "Resident memory of the server (targets for the embedded database, a small agency's",
    'default): fresh after its start has settled, and after the routes above were measured.',
    '',
    '| database | fresh | target | after the load | target |',
    '| --- | --: | --- | --: | --- |',
    ...server.databases.map(
      ({ kind, memory }) =>
        `| ${kind} | ${mb(memory?.fresh)} | ${memory?.freshVerdict?.text ?? '-'} | ` +
        `${mb(memory?.afterLoad)} | ${memory?.afterLoadVerdict?.text ?? '-'} |`,
    ),
  ];
}

/** Cost as the data grows: each size's times, one request at a time; verdicts at the largest size. */
function scaleLines(rows) {
  if (!rows?.length) return [];
  const pair = ({ p50, p95 }) => `${Math.round(p50)} / ${Math.round(p95)} ms`;
  const verdict = (row, key) => row.verdicts?.[key]?.text ?? '-';
  return [
    '',
    '## Cost as the data grows',
    '',
    'Public answered questions (each a chat passage) plus a tenth as many open ones; p50 / p95 of one',
    'request at a time. Targets at the largest size; growth is the largest p95 over the smallest.',
    '',
    '| database | questions | search | target | chat first byte | target | dashboard | agent queue | target | growth |',
    '| --- | --: | --: | --- | --: | --- | --: | --: | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.kind} | ${row.n.toLocaleString('en')} | ${pair(row.search)} | ${verdict(row, 'search')} | ` +
        `${pair(row.chatFirstByte)} | ${verdict(row, 'chat')} | ${pair(row.dashboard)} | ${pair(row.queue)} | ` +
        `${verdict(row, 'queue')} | ${verdict(row, 'growth')} |`,
    ),
  ];
}

/** The members' screens opened again from the installed app: LCP within 1 s. */
function repeatVisitLines(report) {
  const screens = report.pages.filter((page) => page.repeatVisit);
  if (!screens.length) return [];
  const meets = ({ repeatVisit: visit }) =>
    judge(visit.lcp, lighthouseTargets.repeatLcp).ok &&
    judge(visit.cls, lighthouseTargets.cls).ok &&
    judge(visit.tbt, lighthouseTargets.tbt).ok &&
    judge(visit.performance, lighthouseTargets.performance).ok;
  const met = screens.filter(meets).length;
  return [
    "A repeat visit from the installed app: each members' screen opened once (the service worker in",
    "control, the session and the screen's data on the device), then measured with the storage kept",
    `(Lighthouse mobile at the page's calibrated CPU slowdown, median of ${report.runs}). Targets: LCP`,
    `${lighthouseTargets.repeatLcp.label}, performance ${lighthouseTargets.performance.label}, TBT ${lighthouseTargets.tbt.label}, CLS ${lighthouseTargets.cls.label}.`,
    ...speedLines(report),
    `Screens meeting them: ${met} of ${screens.length}: ${met === screens.length ? 'met' : 'MISSED'}.`,
    '',
    '| page | who | LCP | TBT | CLS | perf | CPU slowdown (index) |',
    '| --- | --- | --: | --: | --: | --: | --- |',
    ...screens.map(
      (page) =>
        `| ${page.name} | ${page.who} | ${marked(page.repeatVisit.lcp, 'repeatLcp', ms(page.repeatVisit.lcp))} | ` +
        `${marked(page.repeatVisit.tbt, 'tbt', ms(page.repeatVisit.tbt))} | ` +
        `${marked(page.repeatVisit.cls, 'cls', page.repeatVisit.cls.toFixed(3))} | ` +
        `${marked(page.repeatVisit.performance, 'performance')} | ${speedCell(page)} |`,
    ),
    '',
  ];
}

export function toMarkdown(report) {
  const lines = [
    `# npm run bench, ${report.date}`,
    '',
    ...lighthouseLines(report),
    ...repeatVisitLines(report),
    ...serverLines(report.server),
    ...scaleLines(report.scale),
  ];
  return lines.join('\n') + '\n';
}

// The bench report as markdown: one row per page, then bytes (decision 076's targets beside them).
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;

export function toMarkdown(report) {
  const lines = [
    `# npm run bench, ${report.date}`,
    '',
    `Lighthouse 13, ${report.lighthouse} (${report.runs} run(s) per page). Targets: performance >= 98;`,
    'accessibility, best practices and SEO 100; CLS <= 0.01; LCP <= 1.15 x the script-free copy.',
    '',
    '| page | perf | a11y | best pr. | SEO | LCP | TBT | CLS | script-free LCP | LCP ratio |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...report.pages.map(
      (page) =>
        `| ${page.name} ${page.path} | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ` +
        `${page.seo} | ${ms(page.lcp)} | ${ms(page.tbt)} | ${page.cls.toFixed(3)} | ${ms(page.scriptFreeLcp)} | ` +
        `${page.lcpRatio.toFixed(2)} |`,
    ),
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
  ];
  return lines.join('\n') + '\n';
}

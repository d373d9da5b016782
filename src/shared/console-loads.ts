// What a console page opened by its address loads first, in one place for the browser and the
// server. The panels load by these keys (src/lib/use-remote.ts); the browser asks for a first load's
// data as the console's code arrives (load-console-early.ts), and the server renders an agent's
// console page with the same data in it (src/server/routes/console-page.ts, decision 244), so the
// list is on the first paint and the browser's first render draws it again unchanged.

export const consoleKeys = {
  queue: (status: string, page: number, version: number) => `agent:queue:${status}:${page}:${version}`,
  question: (id: string) => `agent:question:${id}`,
  builds: (status: string, page: number, version: number) => `agent:builds:${status}:${page}:${version}`,
  build: (id: string) => `agent:build:${id}`,
  leads: (line: string, status: string, page: number, sort: string, dir: string) =>
    `agent:leads:${line}:${status}:${page}:${sort}:${dir}`,
  messages: (status: string, page: number) => `agent:messages:${status}:${page}`,
  activity: (page: number) => `agent:activity:${page}`,
};

/** The filters a console section opens with (the filter atoms' initial values). */
export const FIRST_QUEUE = { status: '', page: 1 } as const;
export const FIRST_BUILDS = { status: '', page: 1 } as const;
export const FIRST_LEADS = { line: '', status: '', page: 1, sort: 'sent', dir: 'desc' } as const;
export const FIRST_MESSAGES = { status: 'new', page: 1 } as const;

export interface FirstLoad {
  key: string;
  /** The API address that answers it (GET, the agent's session cookie). */
  url: string;
}

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
const QUESTION = new RegExp(`^/dashboard/agent/questions/${UUID}$`);
const BUILD = new RegExp(`^/dashboard/agent/website-builds/${UUID}$`);

/** The loads of the console page at `pathname` as it first opens; empty for any other address. */
export function consoleFirstLoads(pathname: string): FirstLoad[] {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const question = QUESTION.exec(path)?.[1];
  const build = BUILD.exec(path)?.[1];
  const loads: FirstLoad[] = [];
  if (path === '/dashboard/agent' || question)
    loads.push({
      key: consoleKeys.queue(FIRST_QUEUE.status, FIRST_QUEUE.page, 0),
      url: `/api/agent/questions?page=${FIRST_QUEUE.page}`,
    });
  if (question) loads.push({ key: consoleKeys.question(question), url: `/api/questions/${question}` });
  if (path === '/dashboard/agent/website-builds' || build)
    loads.push({
      key: consoleKeys.builds(FIRST_BUILDS.status, FIRST_BUILDS.page, 0),
      url: `/api/agent/website-builds?page=${FIRST_BUILDS.page}`,
    });
  if (build) loads.push({ key: consoleKeys.build(build), url: `/api/agent/website-builds/${build}` });
  if (path === '/dashboard/agent/leads')
    loads.push({
      key: consoleKeys.leads(
        FIRST_LEADS.line,
        FIRST_LEADS.status,
        FIRST_LEADS.page,
        FIRST_LEADS.sort,
        FIRST_LEADS.dir,
      ),
      url: `/api/agent/leads?page=${FIRST_LEADS.page}`,
    });
  if (path === '/dashboard/agent/messages')
    loads.push({
      key: consoleKeys.messages(FIRST_MESSAGES.status, FIRST_MESSAGES.page),
      url: `/api/agent/contact-messages?status=${FIRST_MESSAGES.status}&page=${FIRST_MESSAGES.page}`,
    });
  if (path === '/dashboard/agent/activity')
    loads.push({ key: consoleKeys.activity(1), url: '/api/agent/activity?page=1' });
  return loads;
}

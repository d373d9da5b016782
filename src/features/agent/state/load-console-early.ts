// A console page opened by its address asks for its data as the console's code arrives, beside the
// session check, not after the session is known and the section has drawn (src/lib/early-load.ts;
// issue 19: three round trips in a row made the console's largest paint 2.6-3.2 s under
// Lighthouse). The first page of each list, with the filters a first load has (the filter atoms'
// initial values, so the keys match the panels'), and the question or website request the address
// names. The server still decides: a member's early loads are refused
// and never shown.
import { loadEarly } from '../../../lib/early-load';
import { getQuestion } from '../api/get-question';
import { getQuestionQueue } from '../api/get-question-queue';
import { listActivity } from '../api/list-activity';
import { FIRST_CONTACT_FILTER, listContactMessages } from '../api/list-contact-messages';
import { listLeads } from '../api/list-leads';
import { getBuild, getBuildQueue } from '../api/website-builds';
import { buildFilterAtom, buildQueueVersionAtom } from './build-filter';
import { consoleKeys } from './console-keys';
import { leadFilterAtom } from './lead-filter';
import { queueFilterAtom, queueVersionAtom } from './queue-filter';

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

export function loadConsoleEarly(pathname: string): void {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const question = new RegExp(`^/dashboard/agent/questions/${UUID}$`).exec(path)?.[1];
  const build = new RegExp(`^/dashboard/agent/website-builds/${UUID}$`).exec(path)?.[1];
  const queue = queueFilterAtom.init;
  const builds = buildFilterAtom.init;
  const leads = leadFilterAtom.init;
  if (path === '/dashboard/agent' || question)
    loadEarly(consoleKeys.queue(queue.status, queue.page, queueVersionAtom.init), () =>
      getQuestionQueue(queue.status, queue.page),
    );
  if (question) loadEarly(consoleKeys.question(question), () => getQuestion(question));
  if (path === '/dashboard/agent/website-builds' || build)
    loadEarly(consoleKeys.builds(builds.status, builds.page, buildQueueVersionAtom.init), () =>
      getBuildQueue(builds.status, builds.page),
    );
  if (build) loadEarly(consoleKeys.build(build), () => getBuild(build));
  if (path === '/dashboard/agent/leads')
    loadEarly(consoleKeys.leads(leads.line, leads.status, leads.page), () => listLeads(leads, leads.page));
  if (path === '/dashboard/agent/messages')
    loadEarly(consoleKeys.messages(FIRST_CONTACT_FILTER, 1), () =>
      listContactMessages(FIRST_CONTACT_FILTER, 1),
    );
  if (path === '/dashboard/agent/activity') loadEarly(consoleKeys.activity(1), () => listActivity(1));
}

// Words the console shows for statuses, lines and logged actions, kept apart from the components
// so the wording is tested once and reads the same in every list.
import type { ActivityEntry } from '../../../shared/agent-schemas';
import type { LeadStatus } from '../../../shared/lead-statuses';
import { CONTACT_METHODS, CONTACT_TOPICS } from '../../../shared/contact-choices';
import { QUESTION_TOPICS, type QuestionStatus } from '../../../shared/question-choices';
import { options, quoteLines } from '../../../shared/quote-options';
import { serviceCategories } from '../../../shared/services-catalog';
import { BUILD_STATUS_LABELS, type BuildStatus } from '../../../shared/website-build-choices';

const buildStatusLabel = (status: string | undefined) =>
  (status && BUILD_STATUS_LABELS[status as BuildStatus]?.toLowerCase()) || '?';

export const questionStatusLabels: Record<QuestionStatus, string> = {
  open: 'Waiting for an answer',
  answered: 'Answered',
  closed: 'Closed',
};

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  closed: 'Closed',
};

export const contactStatusLabels = { new: 'New', answered: 'Answered' } as const;

export function topicLabel(topic: string): string {
  return QUESTION_TOPICS.find((item) => item.value === topic)?.label ?? topic;
}

/** A contact message's topic or preferred way to reply, as the contact form words it. */
export function contactLabel(list: 'topic' | 'method', value: string): string {
  const items: readonly { value: string; label: string }[] =
    list === 'topic' ? CONTACT_TOPICS : CONTACT_METHODS;
  return items.find((item) => item.value === value)?.label ?? value;
}

export function lineLabel(line: string): string {
  return serviceCategories.find((category) => category.slug === line)?.title ?? line;
}

/** A quote answer's label from the form's own lists (contact time, cover ...), else the raw value. */
export function optionLabel(list: keyof typeof options, value: string): string {
  return (
    (options[list] as readonly (readonly [string, string])[]).find(([key]) => key === value)?.[1] ?? value
  );
}

export const lineOptions = quoteLines.map((line) => ({ value: line, label: lineLabel(line) }));

function change(detail: Record<string, unknown>, key: string): { from: string; to: string } | undefined {
  const value = detail[key] as { from?: unknown; to?: unknown } | undefined;
  if (!value || typeof value.to !== 'string') return undefined;
  return { from: String(value.from ?? ''), to: value.to };
}

function reference(entry: ActivityEntry): string {
  return typeof entry.detail.reference === 'string' ? entry.detail.reference : 'one';
}

/** One sentence per logged action: what was done, to what. Who and when are shown beside it. */
export function describeActivity(entry: ActivityEntry): string {
  const status = change(entry.detail, 'status');
  switch (entry.action) {
    case 'question.answer':
      return status && status.from !== status.to
        ? `Answered a question and marked it ${status.to}`
        : 'Added an answer to a question';
    case 'question.update': {
      const parts: string[] = [];
      if (status) parts.push(`status ${status.from} to ${status.to}`);
      const visibility = change(entry.detail, 'visibility');
      if (visibility) parts.push(`made it ${visibility.to}`);
      return `Changed a question: ${parts.join(', ') || 'no change'}`;
    }
    case 'lead.update':
      return `Moved quote lead ${reference(entry)} from ${status?.from ?? '?'} to ${status?.to ?? '?'}`;
    case 'lead.export': {
      const rows = typeof entry.detail.rows === 'number' ? entry.detail.rows : 0;
      return `Exported ${rows} quote ${rows === 1 ? 'lead' : 'leads'} as CSV`;
    }
    case 'contact.update':
      return `Marked contact message ${reference(entry)} ${status?.to ?? ''}`.trim();
    case 'website-build.status':
      return `Moved a website request from ${buildStatusLabel(status?.from)} to ${buildStatusLabel(status?.to)}`;
    case 'website-build.note':
      return 'Added a note to a website request';
  }
}

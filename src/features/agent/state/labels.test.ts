import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../shared/agent-schemas';
import { formatPhone } from '../../../shared/format-phone';
import { contactLabel, describeActivity, lineLabel, optionLabel, topicLabel } from './labels';

function entry(action: ActivityEntry['action'], detail: Record<string, unknown>): ActivityEntry {
  return {
    id: 1,
    action,
    targetType: 'lead',
    targetId: null,
    detail,
    agentName: 'Dana Agent',
    createdAt: '2026-11-22T10:00:00.000Z',
  };
}

describe('activity wording', () => {
  it('names the lead and both statuses when a lead moves', () => {
    const text = describeActivity(
      entry('lead.update', { reference: 'Q-2026-0001', status: { from: 'new', to: 'contacted' } }),
    );
    expect(text).toBe('Moved quote lead Q-2026-0001 from new to contacted');
  });

  it('says how many rows an export carried, in the singular for one', () => {
    expect(describeActivity(entry('lead.export', { rows: 1 }))).toBe('Exported 1 quote lead as CSV');
    expect(describeActivity(entry('lead.export', { rows: 7 }))).toBe('Exported 7 quote leads as CSV');
  });

  it('tells an answer that closed the question from a follow-up note', () => {
    const answered = entry('question.answer', { status: { from: 'open', to: 'answered' } });
    const note = entry('question.answer', { status: { from: 'answered', to: 'answered' } });
    expect(describeActivity(answered)).toBe('Answered a question and marked it answered');
    expect(describeActivity(note)).toBe('Added an answer to a question');
  });

  it('lists every change made to a question at once', () => {
    const text = describeActivity(
      entry('question.update', {
        status: { from: 'open', to: 'closed' },
        visibility: { from: 'private', to: 'public' },
      }),
    );
    expect(text).toBe('Changed a question: status open to closed, made it public');
  });
});

describe('labels', () => {
  it('uses the site names of topics and lines, and the raw value for anything unknown', () => {
    expect(topicLabel('health')).toBe('Health insurance and Medicare');
    expect(lineLabel('auto')).toBe('Auto Insurance');
    expect(lineLabel('boats')).toBe('boats');
    expect(contactLabel('topic', 'medicare')).toBe('Medicare');
    expect(contactLabel('method', 'phone')).toBe('Phone');
  });
});

describe('quote answers', () => {
  it('shows the form wording of a stored choice', () => {
    expect(optionLabel('contactTime', 'morning')).toBe('Morning (8:30 am to noon)');
    expect(optionLabel('contactTime', 'midnight')).toBe('midnight');
  });
});

describe('phone numbers', () => {
  it('reads a stored US number the way people write it, and leaves anything else alone', () => {
    expect(formatPhone('+12075550162')).toBe('(207) 555-0162');
    expect(formatPhone('+442071234567')).toBe('+442071234567');
  });
});

import { describe, expect, it } from 'vitest';
import type { ConversationDetail } from '../../../shared/chat-schemas';
import { MEMBER_KEY_PREFIX } from '../../../lib/store';
import {
  chatDraftKey,
  storeDetail,
  withoutConversation,
  withServerList,
  withStreamedTurn,
  type ChatCache,
} from './chat-store';
import { appendDelta, startTurn, storedBeforeTurn, withReplyParts } from './live-turn';

const detail = (id: string, title: string): ConversationDetail => ({
  id,
  title,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  questionId: null,
  messages: [],
});
const summary = ({ messages: _m, ...rest }: ConversationDetail) => rest;

describe('the chat kept on the device', () => {
  const a = detail('a', 'Flood cover');
  const b = detail('b', 'Medicare Part B');
  const cache: ChatCache = { summaries: [summary(a), summary(b)], details: {} };

  it('stores a fetched conversation in its place, or first after a new message', () => {
    const fetched = storeDetail(cache, { ...b, title: 'Part B' });
    expect(fetched.summaries.map((s) => s.title)).toEqual(['Flood cover', 'Part B']);
    expect(fetched.details.b?.title).toBe('Part B');
    expect(storeDetail(cache, b, true).summaries.map((s) => s.id)).toEqual(['b', 'a']);
    expect(storeDetail(cache, detail('c', 'New'), false).summaries[0]?.id).toBe('c');
  });

  it('keeps a streamed turn at once: a new conversation titled by its question, or added to a known one', () => {
    const turn = withReplyParts(
      appendDelta(startTurn(null, 'Is flood damage covered?\nWe live by a river.'), 'No.'),
      {
        id: 'm2',
      },
    );
    const now = '2026-11-26T09:00:00Z';
    const started = withStreamedTurn(cache, 'c', turn, now);
    expect(started.summaries[0]).toMatchObject({
      id: 'c',
      title: 'Is flood damage covered?',
      updatedAt: now,
    });
    expect(started.details.c?.messages.map((m) => [m.role, m.text])).toEqual([
      ['user', 'Is flood damage covered?\nWe live by a river.'],
      ['assistant', 'No.'],
    ]);
    const known = { ...cache, details: { b: { ...b, messages: [turn.question] } } };
    const added = withStreamedTurn(known, 'b', { ...turn, storedBefore: 1 }, now);
    expect(added.summaries.map((s) => s.id)).toEqual(['b', 'a']);
    expect(added.details.b?.title).toBe('Medicare Part B');
    expect(added.details.b?.messages).toHaveLength(3);
  });

  it("keeps the member's message once when a fetch during the stream had already brought it back", () => {
    const earlier = { ...b, messages: [{ ...startTurn('b', 'Hello').question, id: 'm0' }] };
    const turn = startTurn('b', 'What does Part B cover?', 1);
    // Fetched while the reply streamed: the server had stored the member's message already.
    const fetched = { ...earlier, messages: [...earlier.messages, { ...turn.question, id: 'm1' }] };
    const kept = withStreamedTurn({ ...cache, details: { b: fetched } }, 'b', turn, '2026-11-26T09:00:00Z');
    expect(kept.details.b?.messages.map((m) => m.text)).toEqual(['Hello', 'What does Part B cover?', '']);
    expect(storedBeforeTurn(fetched.messages, turn).map((m) => m.id)).toEqual(['m0']);
  });

  it('forgets a deleted conversation and its messages', () => {
    const stored = storeDetail(cache, a);
    expect(withoutConversation(stored, 'a')).toEqual({ summaries: [summary(b)], details: {} });
  });

  it('takes the server list, dropping what was deleted elsewhere but not a conversation started since it was asked for', () => {
    const onDevice = storeDetail(storeDetail(cache, a), b);
    const known = new Set(['a', 'b']);
    // The list was asked for, then a conversation was started here: the list does not know it yet.
    const started = storeDetail(onDevice, detail('c', 'Burst pipe'), true);
    const merged = withServerList(started, [summary(a)], known);
    expect(merged.summaries.map((s) => s.id)).toEqual(['c', 'a']);
    expect(Object.keys(merged.details).sort()).toEqual(['a', 'c']);
    // A conversation the device knew when it asked, and the list no longer names, goes.
    expect(withServerList(onDevice, [summary(a)], known).summaries.map((s) => s.id)).toEqual(['a']);
  });

  it('keeps the draft under the member prefix, so logout wipes it', () => {
    expect(chatDraftKey.startsWith(MEMBER_KEY_PREFIX)).toBe(true);
  });
});

describe('the turn being streamed', () => {
  it('grows the reply delta by delta and takes its sources and stop mark', () => {
    let turn = startTurn(null, 'What does Part B cover?');
    turn = appendDelta(appendDelta(turn, 'Doctor '), 'visits [1].');
    turn = withReplyParts(turn, {
      citations: [{ url: '/resources/medicare-guide', title: 'Guide' }],
      stopped: true,
    });
    expect(turn.reply).toMatchObject({ role: 'assistant', text: 'Doctor visits [1].', stopped: true });
    expect(turn.question.text).toBe('What does Part B cover?');
  });
});

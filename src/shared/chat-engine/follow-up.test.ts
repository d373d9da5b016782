import { describe, expect, it } from 'vitest';
import { conversationRetry, isFollowUp, retrievalQuery } from './follow-up';

describe('a follow-up in a conversation', () => {
  it('is searched with the last question when it names no subject of its own', () => {
    const history = [
      { role: 'user' as const, text: 'whats the difference between a traditional and roth ira' },
      { role: 'assistant' as const, text: 'A traditional IRA...' },
    ];
    for (const message of [
      'what about my wife',
      'and if im still working?',
      'which one is better if im 28 and just starting out',
      'y si sigue trabajando?',
      'what would 500k cost me',
      'how much would that run a month',
      'Thanks, and what about my wife?',
      'ok great. what if im still working',
      'do we need one if we have a pool and a big dog',
      'what about my wife, she stays home with the kids so she doesnt have an income',
      'which one makes more sense for my 24 year old just starting his first job',
    ]) {
      expect(isFollowUp(message), message).toBe(true);
      expect(retrievalQuery(message, history)).toContain('roth ira');
    }
  });

  it('stands alone when it names its own subject, or when there is no conversation', () => {
    for (const message of [
      'and what is personal injury protection on my car policy?',
      'which one is better for a family with two kids, an hmo or a ppo plan',
      'who won the red sox game last night',
      'what would 500k of term life cost me',
    ]) {
      expect(isFollowUp(message), message).toBe(false);
    }
    expect(retrievalQuery('what about my wife', [])).toBe('what about my wife');
  });

  it('searches a message that alone is about nothing the site covers again with the conversation, when it points back', () => {
    const history = [
      { role: 'user' as const, text: 'i have a 20 year term policy that ends in march' },
      { role: 'assistant' as const, text: 'Term life insurance covers you for a set period...' },
    ];
    const outside = [{ offSubject: true }];
    expect(
      conversationRetry(
        'so what happens when the whole thing finally runs out next spring, do i get any of the money back?',
        history,
        outside,
      ),
    ).toContain('20 year term policy');
    expect(conversationRetry('who won the red sox game last night', history, outside)).toBeUndefined();
    expect(conversationRetry('so what happens then?', history, [{ offSubject: false }])).toBeUndefined();
    expect(conversationRetry('so what happens then?', [], outside)).toBeUndefined();
  });
});

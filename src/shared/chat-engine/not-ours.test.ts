import { describe, expect, it } from 'vitest';
import { notOurs } from './not-ours';

describe("another trade's question", () => {
  it('is not ours, even when it names insurance or retirement words', () => {
    for (const question of [
      'should i move my ira savings into gold coins before the election',
      'is a timeshare in the mountains a good retirement investment',
      'can you help me fight a parking ticket so my car insurance stays the same',
      'how do i make my own will, i dont want to pay an attorney',
      'my husband was turned down for disability, how do we appeal',
      'whats our condo worth now, we might sell before we retire',
      'can you book flights for my mom to come up for christmas',
      'is it going to snow in saco tomorrow',
      'who is the best car dealer in lewiston for a used suv',
      'the roofer wants all cash up front is he legit',
      'que acciones debo comprar para mi jubilacion',
      'me pueden hacer los impuestos de este año',
      'the guy who backed into my mailbox wont pay, can i take him to small claims',
    ]) {
      expect(notOurs(question), question).toBe(true);
    }
  });

  it('stays ours when it asks about cover, or about something the agency does', () => {
    for (const question of [
      'what do bronze silver and gold mean on the health plans',
      'a neighbor is suing us over a fence, does our homeowners pay for the lawyer',
      'my roofer fell off our ladder, are we covered',
      'will my policy pay for a rental while the car is at the body shop',
      'my will leaves everything to my kids but my ex is the beneficiary, who gets it',
      'does medicare pay for a second opinion before surgery',
      'if a customer sues my bakery does general liability pay',
      'does medicare cover urgent care visits',
    ]) {
      expect(notOurs(question), question).toBe(false);
    }
  });
});

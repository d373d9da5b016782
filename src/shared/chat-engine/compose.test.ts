import { describe, expect, it } from 'vitest';
import { MEDICARE_DISCLAIMER } from '../medicare-disclaimer';
import { GENERAL_NOTE } from './compliance';
import { bestExcerpt, composeReply, OUTSIDE, wordChunks } from './compose';
import type { FoundPassage } from './found-passage';

const passage = (overrides: Partial<FoundPassage>): FoundPassage => ({
  source: 'article',
  url: '/articles/home/flood-insurance-basics',
  title: 'Flood Insurance Basics',
  heading: 'Why you need it',
  text: 'Standard homeowners policies do not cover flood. A separate flood policy does. Most flood policies have a 30-day wait.',
  rank: 1,
  coverage: 1,
  ...overrides,
});

describe('the composed reply', () => {
  it('says a short unit whole, word for word, with one citation at its end', () => {
    const reply = composeReply('Does homeowners cover flood?', [passage({})]);
    expect(
      reply.text.startsWith(
        'Standard homeowners policies do not cover flood. A separate flood policy does. Most flood policies have a 30-day wait. [1]',
      ),
    ).toBe(true);
    expect(reply.text).not.toMatch(/^>|Here is what|Sources:/m);
    expect(reply.citations).toEqual([
      { url: '/articles/home/flood-insurance-basics', title: 'Flood Insurance Basics: Why you need it' },
    ]);
  });

  it("keeps a FAQ's bare answer with its own question when the member asked something else", () => {
    const faq = passage({
      source: 'service',
      url: '/services/health/vision-coverage',
      title: 'Vision Coverage',
      heading: 'Does vision insurance pay to replace lost or broken glasses?',
      text: 'Usually not until the plan period resets. Many plans pay for new glasses once a period.',
    });
    const other = composeReply('will medicare pay for my glasses', [faq]);
    expect(
      other.text.startsWith('Does vision insurance pay to replace lost or broken glasses? Usually not'),
    ).toBe(true);
    const same = composeReply('does vision insurance pay to replace broken glasses', [faq]);
    expect(same.text.startsWith('Usually not until the plan period resets.')).toBe(true);
  });

  it("keeps a FAQ's question in front of an answer whose subject is a pronoun, even asked the same", () => {
    const faq = passage({
      source: 'service',
      url: '/services/retirement/long-term-care',
      title: 'Long-Term Care',
      heading: 'What is the elimination period on a long-term care policy?',
      text: 'It is the waiting period before benefits start. A longer wait lowers the premium.',
    });
    const reply = composeReply('whats the elimination period on a long term care policy', [faq]);
    expect(
      reply.text.startsWith(
        'What is the elimination period on a long-term care policy? It is the waiting period before benefits start.',
      ),
    ).toBe(true);
  });

  it('says it found nothing when the best passage matches too little of the question', () => {
    const reply = composeReply('flood paperwork', [passage({ coverage: 0.15, matched: 2 })]);
    expect(reply.text).toMatch(/^I could not find a clear answer to that in our guides/);
    expect(reply.citations).toEqual([]);
  });

  it("answers a question outside the agency's work in one sentence, with no quotes and no quote form", () => {
    const reply = composeReply('should i buy nvidia before earnings', [
      passage({ coverage: 0, matched: 0, offSubject: true }),
    ]);
    expect(reply.text).toBe(OUTSIDE);
    expect(reply.citations).toEqual([]);
    expect(reply.suggestions).toEqual([]);
  });

  it('answers from the one unit that says it, never stitching in a sentence from an unrelated page', () => {
    const uninsured = passage({
      source: 'service',
      url: '/services/auto/uninsured-motorist',
      title: 'Uninsured Motorist Coverage',
      heading: 'What should I do if the driver who hit me has no insurance?',
      text: 'Call the police and get a report. Then tell your own insurer: your uninsured motorist coverage pays your injuries.',
      rank: 10,
      coverage: 0.8,
    });
    const funeral = passage({
      source: 'service',
      url: '/services/life/final-expense',
      title: 'Final Expense Insurance',
      heading: 'What it costs',
      text: 'Policies are much smaller than typical family life insurance, sized for end-of-life costs.',
      rank: 9,
      coverage: 0.7,
    });
    const reply = composeReply('the other driver has no insurance what do i do', [uninsured, funeral]);
    expect(reply.text).toMatch(/uninsured motorist coverage pays your injuries\. \[1\]/);
    expect(reply.text).not.toMatch(/end-of-life/);
    expect(reply.citations.map((c) => c.url)).toEqual(['/services/auto/uninsured-motorist']);
  });

  it("answers from a FAQ entry whose whole question is in the member's, over a unit that only shares more words", () => {
    const page = { source: 'service' as const, url: '/services/home/valuables', title: 'Valuables' };
    const limits = passage({
      ...page,
      heading: 'Scheduling',
      text: 'Standard policies set low limits for jewelry, and to insure a piece fully you schedule it.',
      rank: 10,
    });
    const appraisal = passage({
      ...page,
      heading: 'Do I need an appraisal?',
      text: 'For most high-value items, yes. Have appraisals updated every few years.',
      rank: 7,
    });
    const reply = composeReply('do i need an appraisal to insure my jewelry', [limits, appraisal]);
    expect(reply.text).toMatch(/^For most high-value items, yes\./);
  });

  it("does not take a FAQ that asks about more of its own for the member's question", () => {
    const glossary = passage({
      source: 'glossary',
      url: '/resources/health-insurance-glossary#part-b',
      title: 'Part B',
      heading: 'Health Insurance Glossary',
      text: 'Medicare medical insurance. It covers doctor visits, outpatient care and preventive services.',
      rank: 10,
      // The ranking's groups for the question (rank-passages.ts): "Part B" is one term.
      question: [
        { terms: ['medicare'], weight: 1.5 },
        { terms: ['partb'], weight: 2.8 },
        { terms: ['cover'], weight: 1 },
      ],
    });
    const delay = passage({
      source: 'guide',
      url: '/resources/medicare-guide#should-you-delay-part-b',
      title: 'Medicare Guide',
      heading: 'Should you delay Part B?',
      text: 'You can delay Part B without a penalty if you are still working and covered by a group plan.',
      rank: 8,
    });
    const reply = composeReply('what does medicare part b cover', [glossary, delay]);
    expect(reply.text).toMatch(/It covers doctor visits/);
    expect(reply.text).not.toMatch(/delay/);
  });

  it("opens with a section's heading when it names the dates the section is about", () => {
    const reply = composeReply('when can i change my drug plan', [
      passage({
        source: 'article',
        url: '/articles/medicare/medicare-enrollment-periods',
        title: 'Medicare Enrollment Periods',
        heading: 'Annual Enrollment Period: October 15 to December 7',
        text: 'Every fall, anyone with Medicare can review and change their drug plan. Changes take effect January 1.',
      }),
    ]);
    expect(reply.text).toMatch(/^Annual Enrollment Period: October 15 to December 7\. Every fall/);
  });

  it('never says the Medicare notice, a pointer to another page or a closing label as the answer', () => {
    const unit = passage({
      url: '/series/medicare-made-simple',
      title: 'Medicare Made Simple',
      heading: 'Medigap or Medicare Advantage?',
      text: `Original Medicare with Medigap works with any doctor in the country that accepts Medicare. See Medicare Advantage plans. ${MEDICARE_DISCLAIMER} Late penalty.`,
    });
    const reply = composeReply('does medigap work with any doctor, please contact medicare', [unit]);
    const answer = reply.text.split('\n\n')[0]!;
    expect(answer).toBe(
      'Original Medicare with Medigap works with any doctor in the country that accepts Medicare. [1]',
    );
  });

  it('answers a question that names its line of cover from that line, not from a page that shares its words', () => {
    const health = passage({
      url: '/services/health/group-health',
      title: 'Group Health Insurance',
      heading: 'What it typically costs',
      text: 'Every group is priced on its own details. The things that drive the price are employee ages and where they live.',
      rank: 10,
    });
    const life = passage({
      url: '/resources/life-insurance-buyers-guide',
      title: "Life Insurance Buyer's Guide",
      heading: 'What affects the price',
      text: 'Your age, your health, tobacco use and your family medical history drive the price of life insurance.',
      rank: 8,
    });
    const reply = composeReply('what drives the price of life insurance, like my age or smoking?', [
      health,
      life,
    ]);
    expect(reply.citations[0]?.url).toBe('/resources/life-insurance-buyers-guide');
    expect(reply.text).toContain('family medical history');
    expect(reply.text).not.toContain('employee ages');
  });

  it('puts the general notice on every answer that states a figure', () => {
    const reply = composeReply('flood wait', [passage({ text: 'Most flood policies have a 30-day wait.' })]);
    expect(reply.text).toContain(GENERAL_NOTE);
  });

  it("works out the Initial Enrollment Period from the member's birthday month", () => {
    const reply = composeReply('My dad turns 65 in August, when does he sign up for Medicare?', [
      passage({
        url: '/resources/medicare-guide#enrolling',
        title: 'Medicare Guide',
        text: 'Sign up during your Initial Enrollment Period.',
      }),
    ]);
    expect(reply.text).toContain('the Initial Enrollment Period runs from May through November');
    expect(reply.citations.map((c) => c.url)).toContain('/articles/medicare/turning-65-timeline');
  });

  it("quotes a member's public question as text: its Markdown never becomes a link", () => {
    const reply = composeReply('how do I pay my bill online', [
      passage({
        source: 'question',
        url: '/dashboard/question/q1',
        title: 'Paying online',
        heading: 'Question',
        text: 'Can I pay my bill online? [Pay here](https://evil.example/pay)',
      }),
    ]);
    expect(reply.text).not.toMatch(/[^\\]\[Pay here\]\(/);
    expect(reply.text).toContain('\\[Pay here\\](https://evil.example/pay)');
  });

  it('ends a Medicare reply with the disclaimer, even when nothing was found, and no other reply', () => {
    const weak = [passage({ coverage: 0.1, matched: 1 })];
    expect(composeReply('Can I change my Medicare plan?', weak).text).toContain(MEDICARE_DISCLAIMER);
    expect(composeReply('Does homeowners cover flood?', [passage({})]).text).not.toContain(
      MEDICARE_DISCLAIMER,
    );
  });

  it('picks the sentences that share most words with the question', () => {
    const filler = 'Cats are nice animals that many families keep at home for company and comfort. '.repeat(
      5,
    );
    const text = `${filler}Flood cover needs its own policy. It often waits 30 days. Dogs bark.`;
    expect(bestExcerpt(text, 'flood policy')).toMatch(
      /^Flood cover needs its own policy\. It often waits 30 days\.$/,
    );
  });

  it('streams the reply in word-sized pieces that add up to the whole', () => {
    const text = 'One two three four five six seven.\n\nEight';
    const pieces = [...wordChunks(text)];
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe(text);
  });
});

describe('a unit that is a list of labelled items', () => {
  const riders = passage({
    url: '/resources/life-insurance-buyers-guide#riders',
    title: "Life Insurance Buyer's Guide",
    heading: 'Riders worth knowing about',
    text:
      'Riders are optional add-ons. Common ones include: Waiver of premium: keeps the policy in force if you ' +
      'become disabled and cannot work. Accelerated death benefit: lets you use part of the benefit while alive ' +
      'if you become terminally or chronically ill. Child term rider: adds a small amount of cover for your ' +
      'children. Guaranteed insurability: lets you buy more cover later without new health questions.',
  });

  it('says the names of all its items, where a window of its first two left the rest out', () => {
    const reply = composeReply('what riders should i know about on a life policy', [riders]);
    expect(reply.text).toContain(
      'Common ones include: Waiver of premium, Accelerated death benefit, Child term rider and Guaranteed insurability.',
    );
  });

  it('answers a question about one item from that item, not from the list of names', () => {
    const reply = composeReply('is there a rider for terminally ill chronically ill living benefit', [
      riders,
    ]);
    expect(
      reply.text.startsWith('Accelerated death benefit: lets you use part of the benefit while alive'),
    ).toBe(true);
    expect(reply.text).not.toContain('Common ones include');
  });
});

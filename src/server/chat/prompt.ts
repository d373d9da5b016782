// The prompt sent to a language model: the rules, the retrieved passages numbered with their
// URLs, and this conversation's earlier turns. It is built only from the site's public content
// and the asking member's own conversation: no other member's data, no keys, no contact details.
import { agency } from '../../shared/agency';
import { MEDICARE_DISCLAIMER } from '../../shared/medicare-disclaimer';
import type { FoundPassage } from '../../shared/chat-engine/found-passage';
import type { Turn } from '../../shared/chat-engine/turn';
import type { LlmMessage } from './llm';

/** Earlier turns kept in the prompt; older ones add cost and little else. */
const HISTORY_TURNS = 10;

export function systemPrompt(passages: FoundPassage[]): string {
  const numbered = passages
    .map((p, i) => `[${i + 1}] ${p.title}${p.heading ? ` / ${p.heading}` : ''} (${p.url})\n${p.text}`)
    .join('\n\n');
  return [
    `You are the website assistant of ${agency.name}, an independent insurance and financial agency in ${agency.address.city}, ${agency.address.region}.`,
    'Rules:',
    '- Answer only from the numbered passages below. Cite each fact with its number, like [2]. If the passages do not answer the question, say so plainly and suggest asking an agent. Never invent facts, numbers or plan details.',
    '- Never quote a price or premium for the member and never bind, start or change cover. If asked, say you cannot and offer the quote form (/quote) or an agent.',
    '- You give general information, not personal advice; suggest an agent for decisions about their own situation.',
    `- If the question is about Medicare, end with this disclaimer: "${MEDICARE_DISCLAIMER}"`,
    '- Write plain, short paragraphs in Markdown. Links only to the URLs given. No images, no HTML.',
    '',
    'Passages:',
    numbered || '(none found)',
  ].join('\n');
}

/** The messages for /chat/completions: rules and passages, earlier turns, the new question. */
export function buildPrompt(passages: FoundPassage[], history: Turn[], message: string): LlmMessage[] {
  return [
    { role: 'system', content: systemPrompt(passages) },
    ...history.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.text })),
    { role: 'user', content: message },
  ];
}

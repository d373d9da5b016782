// "Talk to an agent": the conversation becomes a member's question (the questions service, so the
// agents' queue, limits and answers all apply) with the transcript as its body, linked back so the
// agents' answers show in the chat.
import { eq } from 'drizzle-orm';
import { lineOf } from '../../shared/chat-engine/suggestions';
import type { HandoffResponse } from '../../shared/chat-schemas';
import { BODY_MAX, TITLE_MAX, TITLE_MIN, type QuestionTopic } from '../../shared/questions-schemas';
import { chatConversations } from '../db/schema';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import type { AppDb } from '../db/client';
import { requestHash, runIdempotent } from '../services/idempotency';
import { createQuestion } from '../services/questions';
import type { Limit } from '../services/rate-limit';
import type { SessionUser } from '../services/sessions';
import { enforceLimits } from '../write/limits';
import { ownConversation, storedMessages } from './conversations';

const INTRO = 'Asked through the website chat assistant. The conversation so far:';
const LABELS: Record<string, string> = { user: 'Member', assistant: 'Assistant' };

/** The transcript, newest turns kept when it is too long for a question's body. */
export function transcript(messages: { role: string; text: string }[]): string {
  const turns = messages.map((m) => `${LABELS[m.role] ?? m.role}: ${m.text.trim()}`);
  const kept: string[] = [];
  let length = INTRO.length + 40;
  for (const turn of [...turns].reverse()) {
    if (length + turn.length + 2 > BODY_MAX) break;
    kept.unshift(turn);
    length += turn.length + 2;
  }
  const cut = kept.length < turns.length ? ['(Earlier messages left out.)'] : [];
  const first = kept.length ? kept : [turns.at(-1)!.slice(0, BODY_MAX - length)];
  return [INTRO, ...cut, ...first].join('\n\n');
}

function questionTitle(firstMessage: string): string {
  const line = firstMessage.split('\n')[0]!.trim();
  const title = line.length >= TITLE_MIN ? line : `Chat question: ${line}`;
  return title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

export interface HandoffDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
  /** Questions per member: the same counter as asking on the questions page. */
  questionLimit: Limit;
}

export async function handOff(
  deps: HandoffDeps,
  member: SessionUser,
  conversationId: string,
  requestId: string,
): Promise<{ status: 200 | 201; body: HandoffResponse }> {
  const conversation = await ownConversation(deps.db, member.id, conversationId);
  if (conversation.questionId) {
    return { status: 200, body: { conversationId, questionId: conversation.questionId } };
  }
  const messages = (await storedMessages(deps.db, conversation.id)).filter((m) => m.role !== 'agent');
  const asked = messages.filter((m) => m.role === 'user');
  if (!asked.length) throw new HttpError(400, 'Ask the assistant something first.');
  const topic: QuestionTopic = lineOf(asked.map((m) => m.text).join(' '), []) ?? 'other';
  // One key per conversation makes two quick presses (or two tabs) create one question; the
  // question limit counts only the press that does the work.
  const result = await runIdempotent(
    deps.db,
    {
      scope: 'chat.handoff',
      key: conversation.id,
      owner: member.id,
      now: deps.now(),
      requestHash: requestHash({ conversationId: conversation.id }),
      before: () =>
        enforceLimits(
          deps.db,
          [{ key: `question-user:${member.id}`, limit: deps.questionLimit }],
          deps.now(),
        ),
    },
    async (tx) => {
      const question = await createQuestion(
        { ...deps, db: tx },
        member,
        { title: questionTitle(asked[0]!.text), body: transcript(messages), topic, notifyByEmail: true },
        requestId,
      );
      await tx
        .update(chatConversations)
        .set({ questionId: question.id, updatedAt: deps.now() })
        .where(eq(chatConversations.id, conversation.id));
      return { status: 201, body: { conversationId, questionId: question.id } };
    },
  );
  const { questionId } = result.body;
  deps.logger.info('chat.handoff', { requestId, conversationId, questionId });
  return { status: 201, body: result.body };
}

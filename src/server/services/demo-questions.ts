// Two questions for the demo member (one answered by the demo agent and public, one still open),
// so the dashboard, search and the agent console have something to show on a fresh `npm start`.
import { count, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { answers, questions } from '../db/schema';
import type { Logger } from '../logger';
import { findUserByUsername } from './users';

const answeredQuestion = {
  title: 'When can I buy a Medicare Supplement without health questions?',
  body:
    'I turn 65 in March and will start Part B then. A friend said insurers can turn you down for a ' +
    'Medigap plan because of your health. Is there a time when they cannot?',
  topic: 'health',
  answer:
    'Yes. Your Medigap open enrollment period is the six months that start with the first month you ' +
    'are 65 or older and enrolled in Part B. During those six months an insurer must sell you any ' +
    'Medigap policy it offers in your state at its best available price, whatever your health. After ' +
    'it ends, insurers may ask health questions unless another guaranteed-issue right applies, such ' +
    'as losing employer cover. Some states give more chances to change plans; call us and we will ' +
    'check what applies where you live.',
} as const;

const openQuestion = {
  title: "Is my neighbour's tree that fell on my fence covered?",
  body:
    "A storm last week blew over my neighbour's oak and it flattened about forty feet of my fence. " +
    'Do I claim on my homeowners policy or should my neighbour pay?',
  topic: 'home',
} as const;

export async function seedDemoQuestions(db: AppDb, logger: Logger): Promise<void> {
  const [member, agent] = await Promise.all([
    findUserByUsername(db, 'demo'),
    findUserByUsername(db, 'agent'),
  ]);
  if (!member || member.role !== 'member' || !agent || agent.role !== 'agent') return;
  const [existing] = await db.select({ n: count() }).from(questions).where(eq(questions.authorId, member.id));
  // Any question at all means the demo was seeded (or used) before: never add more.
  if ((existing?.n ?? 0) > 0) return;
  const day = 24 * 60 * 60_000;
  const asked = new Date(Date.now() - 3 * day);
  const answeredAt = new Date(Date.now() - 2 * day);
  await db.transaction(async (tx) => {
    const { answer, ...first } = answeredQuestion;
    const [row] = await tx
      .insert(questions)
      .values({
        ...first,
        authorId: member.id,
        status: 'answered',
        visibility: 'public',
        createdAt: asked,
        updatedAt: answeredAt,
        lastAnswerAt: answeredAt,
      })
      .returning({ id: questions.id });
    if (!row) throw new Error('insert returned no row');
    await tx
      .insert(answers)
      .values({ questionId: row.id, agentId: agent.id, body: answer, createdAt: answeredAt });
    await tx
      .insert(questions)
      .values({ ...openQuestion, authorId: member.id, createdAt: new Date(Date.now() - day) });
  });
  logger.info('seed.demo_questions', { userId: member.id });
}

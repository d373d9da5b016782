// The dashboard's summary: the member's questions with unread answers, the quotes they sent while
// signed in, their website request's status, and for agents how much waits in each console queue.
import { count, desc, eq } from 'drizzle-orm';
import type { DashboardResponse } from '../../shared/dashboard-schemas';
import type { AppDb } from '../db/client';
import { contactMessages, questions, quoteLeads } from '../db/schema';
import { listMyQuestions } from './questions';
import { latestBuild } from './website-builds';
import type { SessionUser } from './sessions';

const DASHBOARD_ITEMS = 20;

async function consoleCounts(db: AppDb): Promise<NonNullable<DashboardResponse['console']>> {
  const [[open], [leads], [messages]] = await Promise.all([
    db.select({ n: count() }).from(questions).where(eq(questions.status, 'open')),
    db.select({ n: count() }).from(quoteLeads).where(eq(quoteLeads.status, 'new')),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
  ]);
  return { openQuestions: open?.n ?? 0, newLeads: leads?.n ?? 0, newMessages: messages?.n ?? 0 };
}

export async function dashboardFor(db: AppDb, user: SessionUser): Promise<DashboardResponse> {
  const [mine, quotes, websiteBuild] = await Promise.all([
    listMyQuestions(db, user.id, DASHBOARD_ITEMS),
    db
      .select({
        reference: quoteLeads.reference,
        line: quoteLeads.line,
        status: quoteLeads.status,
        createdAt: quoteLeads.createdAt,
      })
      .from(quoteLeads)
      .where(eq(quoteLeads.userId, user.id))
      .orderBy(desc(quoteLeads.createdAt))
      .limit(DASHBOARD_ITEMS),
    latestBuild(db, user.id),
  ]);
  const summary: DashboardResponse = {
    role: user.role,
    firstName: user.firstName,
    questions: mine.map((q) => ({
      id: q.id,
      title: q.title,
      status: q.status,
      visibility: q.visibility,
      createdAt: q.createdAt,
      answerCount: q.answerCount,
      unreadCount: q.unreadCount,
    })),
    unreadAnswers: mine.reduce((sum, q) => sum + q.unreadCount, 0),
    quotes: quotes.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })),
    websiteBuild,
  };
  if (user.role === 'agent') summary.console = await consoleCounts(db);
  return summary;
}

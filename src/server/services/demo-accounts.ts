// Demo accounts for trying the site (docs/demo-accounts.md). Created only when absent, so a
// restart never resets a password someone changed; SEED_DEMO=false skips them.
import type { AppDb } from '../db/client';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { seedDemoQuestions } from './demo-questions';
import { createUser, findUserByUsername } from './users';

export const demoAccounts = [
  {
    username: 'demo',
    email: 'demo@harborpoint.example',
    password: 'harbor-demo-2026',
    firstName: 'Dana',
    lastName: 'Demo',
    phone: '+12075550101',
    role: 'member',
  },
  {
    username: 'agent',
    email: 'agent@harborpoint.example',
    password: 'harbor-agent-2026',
    firstName: 'Avery',
    lastName: 'Agent',
    phone: '+12075550102',
    role: 'agent',
  },
] as const;

export async function seedDemoAccounts(db: AppDb, logger: Logger): Promise<void> {
  for (const { role, ...account } of demoAccounts) {
    if (await findUserByUsername(db, account.username)) continue;
    try {
      const user = await createUser(db, account, role);
      logger.info('seed.demo_account', { userId: user.id, role });
    } catch (error) {
      // Another process seeded it between our check and insert: fine.
      if (!(error instanceof HttpError && error.status === 409)) throw error;
    }
  }
  await seedDemoQuestions(db, logger);
}

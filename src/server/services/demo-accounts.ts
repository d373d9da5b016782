// Demo accounts for trying the site (docs/demo-accounts.md). Created only when absent, so a
// restart never resets a password someone changed. In production they are off unless SEED_DEMO
// asks for them; then the start warns loudly and the agent gets a random password, shown once on
// stderr (never in the logs), because an agent with a published password would open every lead.
import { randomBytes } from 'node:crypto';
import type { AppDb } from '../db/client';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { seedDemoInbox } from './demo-inbox';
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

export interface SeedOptions {
  production: boolean;
  /** Where a generated password is shown once; index.ts passes stderr. */
  announce?: (text: string) => void;
}

export async function seedDemoAccounts(db: AppDb, logger: Logger, options: SeedOptions): Promise<void> {
  if (options.production) {
    logger.warn('seed.demo_in_production', {
      message:
        'SEED_DEMO is on in production: the demo member has a published password. Turn it off on any public site.',
    });
  }
  for (const { role, ...account } of demoAccounts) {
    if (await findUserByUsername(db, account.username)) continue;
    const generated = options.production && role === 'agent';
    const password = generated ? randomBytes(18).toString('base64url') : account.password;
    try {
      const user = await createUser(db, { ...account, password }, role);
      logger.info('seed.demo_account', { userId: user.id, role, generatedPassword: generated });
      if (generated) {
        options.announce?.(
          `\n*** Demo agent created with a one-time password (shown only now): ${account.username} / ${password}\n\n`,
        );
      }
    } catch (error) {
      // Another process seeded it between our check and insert: fine.
      if (!(error instanceof HttpError && error.status === 409)) throw error;
    }
  }
  await seedDemoQuestions(db, logger);
  await seedDemoInbox(db, logger);
}

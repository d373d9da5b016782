// `npm run create-agent -- --email ... --username ... [--first-name ... --last-name ... --phone ...]`
// The only way an agent account comes to exist. The password comes from AGENT_PASSWORD or a hidden
// prompt, never from the command line (it would stay in shell history and the process list).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { agency } from '../../shared/agency';
import { passwordSchema, usernameSchema } from '../../shared/auth-schemas';
import { zodFieldErrors } from '../../shared/field-errors';
import { emailSchema, personName } from '../../shared/fields';
import { phoneSchema } from '../../shared/phone-field';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { HttpError } from '../http-error';
import { weakPasswordMessage } from '../services/password-strength';
import { createUser } from '../services/users';

const USAGE =
  'Usage: npm run create-agent -- --email EMAIL --username NAME [--first-name NAME] [--last-name NAME] [--phone PHONE]\n' +
  'The password is read from AGENT_PASSWORD, or asked for (hidden) when run in a terminal.';

const agentSchema = z.strictObject({
  email: emailSchema,
  username: usernameSchema,
  firstName: personName('first name'),
  lastName: personName('last name'),
  phone: phoneSchema,
  password: passwordSchema,
});

class UsageError extends Error {}

function readOptions(argv: string[]) {
  // Refused before parsing, so the message is about the rule rather than an unknown option.
  if (argv.some((arg) => /^--?(password|pass|p)(=|$)/i.test(arg))) {
    throw new UsageError(
      'Passwords are never taken on the command line (they would stay in your shell history). ' +
        'Set AGENT_PASSWORD or run the command in a terminal to be asked for it.',
    );
  }
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        username: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        phone: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (!values.email || !values.username)
      throw new UsageError(`--email and --username are needed.\n${USAGE}`);
    return values;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  return new Promise((resolve, reject) => {
    let value = '';
    stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new UsageError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(environment: string | undefined): Promise<string> {
  if (environment) return environment;
  if (!process.stdin.isTTY) {
    throw new UsageError('No password: set AGENT_PASSWORD, or run the command in a terminal to be asked.');
  }
  const first = await promptHidden('Password for the new agent: ');
  const second = await promptHidden('Type it again: ');
  if (first !== second) throw new UsageError('The two passwords differ. Nothing was created.');
  return first;
}

export async function main(argv: string[]): Promise<void> {
  const options = readOptions(argv);
  // A secret for this one command, not server configuration, so it is read here and not in env.ts.
  const password = await readPassword(process.env.AGENT_PASSWORD);
  const parsed = agentSchema.safeParse({
    email: options.email,
    username: options.username,
    firstName: options['first-name'] ?? options.username,
    lastName: options['last-name'] ?? 'Agent',
    phone: options.phone ?? agency.phoneE164,
    password,
  });
  if (!parsed.success) {
    const problems = Object.entries(zodFieldErrors(parsed.error)).map(
      ([field, message]) => `${field}: ${message}`,
    );
    throw new UsageError(`Nothing was created:\n  ${problems.join('\n  ')}`);
  }
  // The same strength rules as registering (docs/decisions/066): an agent sees every lead.
  const weak = weakPasswordMessage(parsed.data.password, parsed.data);
  if (weak) throw new UsageError(`Nothing was created: ${weak}`);
  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    const user = await createUser(database.db, parsed.data, 'agent');
    process.stdout.write(`Created agent ${user.username} (${user.id}).\n`);
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) {
      const fields = Object.values(error.fields ?? {}).join(' ');
      throw new UsageError(`Nothing was created: ${fields}`);
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});

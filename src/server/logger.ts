// JSON lines on stdout. Callers pass ids and event names only: never passwords, tokens, emails or
// phone numbers (SECURITY.md "Logs").
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(event: string, fields?: Record<string, unknown>): void;
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (event: string, fields: Record<string, unknown> = {}) => {
      if (order[at] < order[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: at, event, ...fields }));
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = createLogger('silent');

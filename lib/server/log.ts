import 'server-only';
import pino from 'pino';
import { env } from './env';
import { secretRedactor } from './redact';

// One JSON line per event on stdout. Authorization-like fields are censored by name, and
// every line passes the secret redactor (lib/server/redact.ts) on its way out, so neither a
// careless log call nor an error echoed by a called server can write a credential.
export const log = pino(
  {
    level: configuredLevel(),
    base: undefined,
    redact: { paths: ['authorization', 'headers.authorization', '*.authorization', 'apiKey', '*.apiKey', 'cookie', '*.cookie', '*["set-cookie"]'], censor: '[redacted]' },
    hooks: {
      streamWrite: (line) => {
        const redact = secretRedactor();
        return redact.active ? redact(line) : line;
      },
    },
  },
  // Written as each line comes (pino's default), never buffered: the last lines before a crash
  // or a kill -9 are the ones that matter. (Buffering measured no gain on bench/gateway.)
  pino.destination({ dest: 1, sync: true }),
);
export type Logger = typeof log;

/** LOG_LEVEL from the validated configuration; an invalid one is reported at start-up, not here. */
function configuredLevel(): string {
  try {
    return env().LOG_LEVEL;
  } catch {
    return 'info';
  }
}

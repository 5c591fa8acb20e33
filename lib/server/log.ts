import 'server-only';
import pino from 'pino';
import { env } from './env';
import { secretRedactor } from './redact';

// One JSON line per event on stdout. Authorization-like fields are censored by name, and
// every line passes the secret redactor (lib/server/redact.ts) on its way out, so neither a
// careless log call nor an error echoed by a called server can write a credential.
/**
 * Buffered: lines are written 4 KB at a time, or every 100 ms, instead of one write(2) per
 * line, which cost the gateway ~15 % of its CPU per request (bench/gateway). pino flushes
 * what is left when the process exits.
 */
const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
setInterval(() => destination.flush(), 100).unref();

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
  destination,
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

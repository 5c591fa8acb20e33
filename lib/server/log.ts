import 'server-only';
import pino from 'pino';
import { secretRedactor } from './redact';

// One JSON line per event on stdout. Authorization-like fields are censored by name, and
// every line passes the secret redactor (lib/server/redact.ts) on its way out, so neither a
// careless log call nor an error echoed by a called server can write a credential.
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: undefined,
  redact: { paths: ['authorization', 'headers.authorization', '*.authorization', 'apiKey', '*.apiKey', 'cookie', '*.cookie', '*["set-cookie"]'], censor: '[redacted]' },
  hooks: {
    streamWrite: (line) => {
      const redact = secretRedactor();
      return redact.active ? redact(line) : line;
    },
  },
});
export type Logger = typeof log;

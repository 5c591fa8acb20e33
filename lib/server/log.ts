import 'server-only';
import pino from 'pino';

// One JSON line per event on stdout. The upstream credential is redacted wherever it might
// appear, so a careless log call cannot leak it.
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: undefined,
  redact: { paths: ['authorization', 'headers.authorization', '*.authorization', 'apiKey', '*.apiKey'], censor: '[redacted]' },
});
export type Logger = typeof log;

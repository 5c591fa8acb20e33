import 'server-only';
import pino from 'pino';
import { batchedLines } from './batched-lines';
import { env } from './env';
import { redactLogLine } from './redact';

// One JSON line per event on stdout. Every line passes redactLogLine (lib/server/redact.ts)
// on its way out: credential-named fields are censored and the server's own credentials
// removed, so neither a careless log call nor an error echoed by a called server can write one.
// Lines are gathered and written together (at 4 KB, and within 100 ms; nothing while idle:
// batched-lines.ts). A warning or an error is written at once, with what came before it. On
// exit, a crash included, pino writes what is pending; only a kill -9 can lose the last 100 ms
// of info lines.
const stdout = batchedLines(1);
const WARN = 40;

export const log = pino(
  {
    level: configuredLevel(),
    base: undefined,
    hooks: {
      streamWrite: redactLogLine,
      logMethod(args, method, level) {
        method.apply(this, args);
        if (level >= WARN) stdout.flush();
      },
    },
  },
  stdout,
);
export type Logger = typeof log;

/** What the one line per request says (route-support's CallScope writes it). */
export interface RequestLine {
  requestId: string;
  endpoint: string;
  method: string;
  status: number;
  ms: number;
}

/**
 * The one line per request, in pino's shape, written to the same stream. Every field of it is
 * the server's own (request id, endpoint id, method, status, time), never text from a caller
 * or a called server, so it skips the redaction scan every other line gets, and it is put
 * together here rather than by pino, whose serialiser cost ~0.5 µs a line more
 * (bench/gateway/log-line.ts).
 */
export function logRequest(line: RequestLine): void {
  if (log.isLevelEnabled('info')) stdout.write(requestLineText(line, Date.now()));
}

/** The JSON text of a request line; strings pass JSON.stringify, so an odd method stays one line. */
export function requestLineText(line: RequestLine, time: number): string {
  return `{"level":30,"time":${time},"requestId":${JSON.stringify(line.requestId)},"endpoint":${JSON.stringify(line.endpoint)},"method":${JSON.stringify(line.method)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`;
}

/** LOG_LEVEL from the validated configuration; an invalid one is reported at start-up, not here. */
function configuredLevel(): string {
  try {
    return env().LOG_LEVEL;
  } catch {
    return 'info';
  }
}

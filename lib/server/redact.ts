import 'server-only';
import { env } from './env';

/**
 * The one redaction step for what comes back from a server we call with a credential
 * (the hosted upstream, an LLM server, LibreTranslate) and for every log line: each
 * configured secret is removed whole, and so is any 8-character run of it, so a service
 * that echoes "invalid key sk-…" (or a prefix of it) cannot hand our credential to a caller.
 */
export const REDACTED = '[redacted]';
const RUN = 8;

export interface Redactor {
  (text: string): string;
  /** The secrets it removes, for a cheap "anything to do?" check. */
  readonly active: boolean;
}

export function makeRedactor(secrets: ReadonlyArray<string | undefined | null>): Redactor {
  const wanted = secrets.filter((s): s is string => typeof s === 'string' && s.length > 0);
  if (wanted.length === 0) return Object.assign((text: string) => text, { active: false });
  // Secrets shorter than a run are looked for whole; longer ones by their runs, each found
  // with a rolling hash over the text: one pass, a few integer steps per character, with no
  // string made per position. (A regex of all the runs tried each at every position, and
  // every log line and upstream answer goes through here.)
  const short = wanted.filter((secret) => secret.length < RUN);
  const runsByHash = new Map<number, string[]>();
  // The low 16 bits of every run's hash, as a bit set: most positions are ruled out by one
  // array read, before any map look-up.
  const seen = new Uint8Array(1 << 13);
  for (const secret of wanted) {
    for (let i = 0; i + RUN <= secret.length; i++) {
      const run = secret.slice(i, i + RUN);
      const key = hashOf(run, 0);
      seen[(key & 0xffff) >>> 3]! |= 1 << (key & 7);
      const bucket = runsByHash.get(key);
      if (!bucket) runsByHash.set(key, [run]);
      else if (!bucket.includes(run)) bucket.push(run);
    }
  }
  const redact = (text: string) => {
    const spans: Array<[number, number]> = [];
    if (runsByHash.size > 0 && text.length >= RUN) {
      let hash = hashOf(text, 0);
      for (let i = 0; ; i++) {
        if (seen[(hash & 0xffff) >>> 3]! & (1 << (hash & 7)) && runsByHash.get(hash)?.some((run) => text.startsWith(run, i))) addSpan(spans, i, i + RUN);
        if (i + RUN >= text.length) break;
        hash = (Math.imul(hash - Math.imul(text.charCodeAt(i), TOP), BASE) + text.charCodeAt(i + RUN)) | 0;
      }
    }
    for (const secret of short) {
      for (let at = text.indexOf(secret); at >= 0; at = text.indexOf(secret, at + 1)) addSpan(spans, at, at + secret.length);
    }
    if (spans.length === 0) return text;
    spans.sort((a, b) => a[0] - b[0]);
    let out = '';
    let at = 0;
    let [start, end] = spans[0]!;
    for (const [nextStart, nextEnd] of spans.slice(1)) {
      // Overlapping or touching runs go as one: a 9-character echo goes whole, not as 8 plus a leftover.
      if (nextStart <= end) end = Math.max(end, nextEnd);
      else {
        out += text.slice(at, start) + REDACTED;
        at = end;
        [start, end] = [nextStart, nextEnd];
      }
    }
    return out + text.slice(at, start) + REDACTED + text.slice(end);
  };
  return Object.assign(redact, { active: true });
}

// The rolling hash of RUN characters: h = c0·B^(RUN-1) + … + c(RUN-1), modulo 2^32.
const BASE = 0x01000193;
const TOP = Array.from({ length: RUN - 1 }).reduce<number>((power) => Math.imul(power, BASE), 1);
function hashOf(text: string, from: number): number {
  let hash = 0;
  for (let i = from; i < from + RUN; i++) hash = (Math.imul(hash, BASE) + text.charCodeAt(i)) | 0;
  return hash;
}

/** Adds [start, end) to spans found in order, merging it into the last one where they meet. */
function addSpan(spans: Array<[number, number]>, start: number, end: number): void {
  const last = spans.at(-1);
  if (last && start <= last[1] && start >= last[0]) last[1] = Math.max(last[1], end);
  else spans.push([start, end]);
}

/** Headers a called server's answer may carry that must never reach a caller or a log. */
export const SECRET_HEADERS: ReadonlySet<string> = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

let current: { key: string; redactor: Redactor } | undefined;

/**
 * The redactor for the credentials this server holds (UPSTREAM_API_KEY, LLM_API_KEY,
 * LIBRETRANSLATE_API_KEY), rebuilt when the configuration changes (tests reset it).
 */
export function secretRedactor(): Redactor {
  let secrets: Array<string | undefined>;
  try {
    const config = env();
    secrets = [config.UPSTREAM_API_KEY, config.LLM_API_KEY, config.LIBRETRANSLATE_API_KEY];
  } catch {
    // An invalid configuration stops the server at start-up; until then there is nothing to hide.
    secrets = [];
  }
  const key = secrets.join('\u0001');
  if (current?.key !== key) current = { key, redactor: makeRedactor(secrets) };
  return current.redactor;
}

// A JSON member whose name says it holds a credential, at any depth: a string value, or an
// array of strings (Set-Cookie). Names as Node and pino write them: lower-case headers, apiKey.
const SECRET_FIELD = /"(authorization|proxy-authorization|cookie|set-cookie|apikey)":(?:"(?:[^"\\]|\\.)*"|\[(?:[^\]"]|"(?:[^"\\]|\\.)*")*\])/gi;

/**
 * A log line as it may be written: every credential this server holds removed (any 8-character
 * run of it), and the value of every member named like a credential (authorization, cookie,
 * set-cookie, apiKey) censored, whatever object a careless log call passed. One scan of the
 * finished line, rather than pino walking each logged object for those names: cheaper per
 * line, and it sees nested objects at any depth.
 */
export function redactLogLine(line: string): string {
  const redact = secretRedactor();
  const cleaned = redact.active ? redact(line) : line;
  SECRET_FIELD.lastIndex = 0;
  return SECRET_FIELD.test(cleaned) ? cleaned.replace(SECRET_FIELD, `"$1":"${REDACTED}"`) : cleaned;
}

/** Text from a called server, cleaned of every credential this server holds. */
export const redactSecrets = (text: string): string => secretRedactor()(text);

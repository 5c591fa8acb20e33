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
  // Whole secrets first: alternation prefers the earlier branch, so a full echo goes in one piece.
  const pieces = new Set<string>(wanted);
  for (const secret of wanted) {
    for (let i = 0; i + RUN <= secret.length; i++) pieces.add(secret.slice(i, i + RUN));
  }
  const pattern = new RegExp([...pieces].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'), 'g');
  const redact = (text: string) => {
    pattern.lastIndex = 0;
    if (!pattern.test(text)) return text;
    // Overlapping matches, merged: a 9-character run goes whole, not as 8 plus a leftover.
    const spans: Array<[number, number]> = [];
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const end = match.index + match[0].length;
      const last = spans.at(-1);
      if (last && match.index <= last[1]) last[1] = Math.max(last[1], end);
      else spans.push([match.index, end]);
      pattern.lastIndex = match.index + 1;
    }
    let out = '';
    let at = 0;
    for (const [start, end] of spans) {
      out += text.slice(at, start) + REDACTED;
      at = end;
    }
    return out + text.slice(at);
  };
  return Object.assign(redact, { active: true });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

/** Text from a called server, cleaned of every credential this server holds. */
export const redactSecrets = (text: string): string => secretRedactor()(text);

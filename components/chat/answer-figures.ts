import { grouped } from '@/lib/contract/limits/figures';
import type { ChatMessage } from './model';

/**
 * The figures under an answer: how many tokens the model wrote, how fast, and how long it
 * took, as a local model's user checks them (is this model too slow for this machine?).
 * `line` is what the page shows, `detail` its longer form (the tooltip); null when there is
 * nothing to say (an answer from before these were kept, or one that failed).
 */
export function answerFigures(message: Pick<ChatMessage, 'tokens' | 'timing' | 'parts' | 'status'>): { line: string; detail: string } | null {
  const { tokens, timing } = message;
  if (message.status === 'error' || (!tokens && !timing)) return null;
  const line: string[] = [];
  const detail: string[] = [];
  if (tokens) {
    line.push(count(tokens.written, 'token'));
    detail.push(`read ${count(tokens.read, 'token')} and wrote ${grouped(tokens.written)}`);
  }
  const rate = tokens && timing ? writingRate(tokens.written, timing, message.parts) : null;
  if (rate !== null) line.push(`${rate.toFixed(rate < 10 ? 1 : 0)} tokens/s`);
  if (timing) {
    line.push(seconds(timing.totalMs));
    detail.push(`first words after ${seconds(timing.firstMs)}, ${seconds(timing.totalMs)} in all`);
  }
  const said = detail.join('; ');
  return { line: line.join(' · '), detail: said.charAt(0).toUpperCase() + said.slice(1) };
}

/**
 * Tokens a second while the answer was written: from its first words to its end. Not for an
 * answer that called functions (the time holds their work, the count several rounds) or one
 * too short to time.
 */
function writingRate(written: number, { firstMs, totalMs, writingMs = totalMs - firstMs }: NonNullable<ChatMessage['timing']>, parts: ChatMessage['parts']): number | null {
  if (written < 2 || writingMs < 100 || parts?.some((part) => part.kind === 'function')) return null;
  return written / (writingMs / 1000);
}

const count = (n: number, noun: string) => `${grouped(n)} ${noun}${n === 1 ? '' : 's'}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

import { loadPart } from '@/lib/client/api';

/** Most links one paste may start at once: enough for a batch, not a flood of yt-dlp runs. */
export const MAX_URLS = 20;

export interface ParsedLines {
  urls: string[];
  /** One sentence per bad line, in the API's own words ("Line 2: must be an http(s) URL"). */
  problems: string[];
}

/**
 * The paste box's text as URLs: one per line, blanks skipped, duplicates once. Each line
 * is judged by the contract's own `url` rule, so the page says what the API would; the
 * schema (with zod) loads on the first submit, not with the page.
 */
export async function parseUrlLines(text: string): Promise<ParsedLines> {
  const { downloadRequest } = await loadPart(() => import('@/lib/contract/social'));
  const urls: string[] = [];
  const problems: string[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const parsed = downloadRequest.shape.url.safeParse(line);
    if (!parsed.success) {
      problems.push(`Line ${index + 1}: ${parsed.error.issues[0]?.message ?? 'is not a valid URL'}`);
      return;
    }
    if (!urls.includes(line)) urls.push(line);
  });
  if (urls.length > MAX_URLS) problems.push(`At most ${MAX_URLS} links at once (${urls.length} given)`);
  return { urls, problems };
}

/** Small readers shared by both extractors (yt-dlp's JSON and a page's own metadata). */

/** Unix seconds of an ISO 8601 (or RFC 2822) date, or undefined. */
export function epochSeconds(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : undefined;
}

/** yt-dlp's upload_date "20240203" as Unix seconds (midnight UTC). */
export function epochOfYmd(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{8}$/.test(value)) return undefined;
  return epochSeconds(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T00:00:00Z`);
}

/** ISO 8601 duration "PT1M30.5S" (or plain seconds) as seconds. */
export function durationSeconds(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(value.trim());
  if (!match || value.trim() === 'P' || value.trim() === 'PT') return undefined;
  const [, d, h, m, s] = match;
  const total = Number(d ?? 0) * 86400 + Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
  return total > 0 ? total : undefined;
}

/**
 * The post id a URL most likely carries: the last path segment that is not a generic word
 * (/p/Cx1Y2/ → Cx1Y2, /watch?v=abc → abc, /@ana/video/123 → 123). The host when the path is empty.
 */
export function shortcodeFromUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '';
  }
  const fromQuery = parsed.searchParams.get('v') ?? parsed.searchParams.get('id');
  if (fromQuery && /^[\w-]{1,64}$/.test(fromQuery)) return fromQuery;
  const segments = parsed.pathname.split('/').filter(Boolean).map(decodePathSegment);
  const generic = new Set(['p', 'reel', 'reels', 'tv', 'video', 'videos', 'watch', 'status', 'post', 'posts', 'photo', 'photos', 'embed', 'index.html']);
  for (let i = segments.length - 1; i >= 0; i -= 1) {
    const segment = segments[i]!.replace(/\.(html?|php|aspx?)$/i, '');
    if (segment && !generic.has(segment.toLowerCase())) return segment.slice(0, 128);
  }
  return parsed.hostname;
}

/** A path segment percent-decoded; one with a malformed escape (%E0%A4%A) is kept as written. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** "@ana" → "ana"; URLs and blanks are not names. */
export function cleanHandle(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || /^https?:\/\//i.test(trimmed)) return undefined;
  return trimmed.replace(/^@/, '');
}

/** The same media URL however it is written: no fragment (yt-dlp smuggles data there). */
export function urlKey(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** Longest list of comments a result carries. */
export const MAX_COMMENTS = 100;
/** Most media items a result lists (a carousel, a playlist). */
export const MAX_CONTENTS = 50;

import { SocialFailure } from './errors';
import { pickExtension, typeOfExtension } from './media-type';
import { cleanHandle, epochOfYmd, MAX_COMMENTS, MAX_CONTENTS, urlKey } from './post-fields';
import type { Comment, ContentItem, ContentType, DownloadResult } from './types';

type Info = Record<string, unknown>;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);
const list = (value: unknown): Info[] => (Array.isArray(value) ? value.filter((v): v is Info => !!v && typeof v === 'object') : []);

/** yt-dlp extractors that read any page rather than one site. Their results gain from the page's own metadata. */
export const GENERIC_EXTRACTORS = new Set(['generic', 'html5', 'html5mediaembed']);

export const isGenericExtractor = (result: DownloadResult) => GENERIC_EXTRACTORS.has(result.metadata.source.toLowerCase());

/**
 * yt-dlp's info JSON (-J) as the contract's result. A playlist (a carousel, a thread)
 * becomes one result whose contents are its entries' media; a single video gives one item,
 * or two when the best choice is a separate video and audio stream.
 */
export function mapYtDlpInfo(info: Info): DownloadResult {
  const entries = info._type === 'playlist' || info._type === 'multi_video' ? list(info.entries) : [info];
  const first = entries[0] ?? info;
  const pick = <T>(read: (i: Info) => T | undefined): T | undefined => read(info) ?? read(first);

  const contents = dedupe(entries.flatMap(mediaOf)).slice(0, MAX_CONTENTS);
  if (contents.length === 0) throw new SocialFailure('unsupported', 'yt-dlp found no downloadable media on this page');

  const extractor = (str(info.extractor) ?? str(first.extractor) ?? 'yt-dlp').toLowerCase();
  const webpage = str(info.webpage_url) ?? str(first.webpage_url);
  const comments = commentsOf(info).length ? commentsOf(info) : commentsOf(first);
  const thumbnail = pick((i) => str(i.thumbnail)) ?? pick((i) => thumbnailOf(i));
  const description = pick((i) => str(i.description));

  return {
    username: usernameOf(info, webpage) ?? usernameOf(first, webpage) ?? '',
    title: pick((i) => str(i.title)) ?? '',
    ...(thumbnail ? { thumbnail } : {}),
    ...(description ? { description } : {}),
    metadata: {
      source: extractor,
      shortcode: pick((i) => str(i.display_id) ?? str(i.id)) ?? '',
      comment_count: pick((i) => num(i.comment_count)) ?? comments.length,
      like_count: pick((i) => num(i.like_count)) ?? 0,
      taken_at: Math.floor(pick((i) => num(i.timestamp) ?? num(i.release_timestamp) ?? epochOfYmd(i.upload_date)) ?? 0),
      comments,
      ...(webpage ? { webpage_url: webpage } : {}),
    },
    contents,
  };
}

/** The author's handle. The generic extractor's "uploader" is only the host name: not a person. */
function usernameOf(info: Info, webpage: string | undefined): string | undefined {
  const host = webpage ? safeHost(webpage) : undefined;
  for (const value of [info.uploader_id, info.uploader, info.channel, info.creator, info.artist]) {
    const name = cleanHandle(str(value));
    if (name && name !== host) return name;
  }
  return undefined;
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/** The media files of one entry: its chosen format(s), else its best direct format. */
function mediaOf(entry: Info): ContentItem[] {
  const requested = list(entry.requested_formats);
  if (requested.length) return requested.map((f) => item(f, entry)).filter((i): i is ContentItem => !!i);
  const direct = item(entry, entry);
  if (direct) return [direct];
  const formats = list(entry.formats).filter((f) => str(f.url));
  const best = formats.at(-1); // yt-dlp sorts formats worst to best.
  const fromFormat = best ? item(best, entry) : undefined;
  if (fromFormat) return [fromFormat];
  return [];
}

function item(format: Info, entry: Info): ContentItem | undefined {
  const rawUrl = str(format.url);
  if (!rawUrl || !/^https?:\/\//i.test(rawUrl)) return undefined;
  const url = urlKey(rawUrl); // Drops yt-dlp's "#__youtubedl_smuggle=" fragment.
  const ext = str(format.ext)?.toLowerCase();
  const type = typeOf(format, ext);
  const width = num(format.width);
  const height = num(format.height);
  const duration = num(format.duration) ?? num(entry.duration);
  return {
    type,
    ext: ext && ext !== 'unknown_video' ? ext : pickExtension(type, url),
    url,
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
    ...(duration ? { duration } : {}),
  };
}

function typeOf(format: Info, ext: string | undefined): ContentType {
  const byExt = typeOfExtension(ext);
  if (byExt === 'image') return 'image';
  if (format.vcodec === 'none' && format.acodec && format.acodec !== 'none') return 'audio';
  if (byExt === 'audio' && (format.vcodec === undefined || format.vcodec === 'none' || format.vcodec === null)) return 'audio';
  return 'video';
}

function thumbnailOf(info: Info): string | undefined {
  const thumbs = list(info.thumbnails).filter((t) => str(t.url));
  return str(thumbs.at(-1)?.url);
}

function commentsOf(info: Info): Comment[] {
  return list(info.comments)
    .map((c) => ({ username: cleanHandle(str(c.author) ?? str(c.author_id)) ?? '', text: str(c.text) ?? '' }))
    .filter((c) => c.text)
    .slice(0, MAX_COMMENTS);
}

function dedupe(items: ContentItem[]): ContentItem[] {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(i.url) ? false : (seen.add(i.url), true)));
}

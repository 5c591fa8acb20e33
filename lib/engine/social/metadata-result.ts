import { SocialFailure } from './errors';
import { authorName, count, interactionCount, isType, jsonLdNodes, text, urls, type Node } from './json-ld';
import { pickExtension, typeOfExtension, extensionOfUrl, typeOfMime } from './media-type';
import type { PageMetadata } from './page-metadata';
import { resolveUrl } from './page-metadata';
import { cleanHandle, durationSeconds, epochSeconds, MAX_COMMENTS, MAX_CONTENTS, shortcodeFromUrl, urlKey } from './post-fields';
import type { Comment, ContentItem, ContentType, DownloadResult } from './types';

/** Where an item or field was found; the result's metadata.source names the first media's. */
export type MetadataSource = 'opengraph' | 'twitter' | 'json-ld' | 'oembed' | 'html5';

interface Candidate {
  type: ContentType;
  url: string;
  mime?: string;
  width?: number;
  height?: number;
  duration?: number;
  source: MetadataSource;
}

/** A page's oEmbed answer, as far as we use it. */
export interface OEmbed {
  type?: string;
  title?: string;
  author_name?: string;
  url?: string;
  thumbnail_url?: string;
  width?: number;
  height?: number;
}

const POST_TYPES = ['SocialMediaPosting', 'DiscussionForumPosting', 'BlogPosting', 'NewsArticle', 'Article', 'Recipe', 'CreativeWork'];
const MEDIA_TYPES = ['VideoObject', 'ImageObject', 'AudioObject', 'MediaObject', 'MusicRecording', 'Clip', 'Movie'];

/**
 * The download result a page's own metadata describes (the fallback when no yt-dlp
 * extractor knows the site, and the complement of yt-dlp's generic extractor).
 * Throws `unsupported` when the page names no media at all.
 */
export function pageMetadataResult(page: PageMetadata, oembed?: OEmbed): DownloadResult {
  const absolute = (value: string | undefined) => resolveUrl(value, page.pageUrl);
  const meta = (key: string) => page.meta.find(([k]) => k === key)?.[1];
  const nodes = jsonLdNodes(page.jsonLd);
  const main = nodes.find((n) => isType(n, ...POST_TYPES)) ?? nodes.find((n) => isType(n, ...MEDIA_TYPES));

  const media: Candidate[] = [];
  // Pictures that stand for a video or a song (og:image of a reel, a poster, a thumbnail):
  // the card's thumbnail, and content only when the page has no video or audio at all.
  const covers: Candidate[] = [];
  const thumbnailKeys = new Set<string>();

  // OpenGraph: og:video / og:image / og:audio, each followed by its structured properties.
  for (const item of openGraphItems(page.meta)) {
    const url = absolute(item.url);
    if (!url) continue;
    if (item.kind === 'video' && /text\/html|shockwave/i.test(item.mime ?? '')) continue; // A player page, not a file.
    const candidate: Candidate = { type: item.kind, url, mime: item.mime, width: item.width, height: item.height, source: 'opengraph' };
    if (item.kind === 'image') covers.push(candidate);
    else media.push({ ...candidate, duration: durationSeconds(meta(`og:${item.kind}:duration`) ?? meta('video:duration')) });
  }

  // Twitter card: a direct stream for player cards, and the card's picture.
  const stream = absolute(meta('twitter:player:stream'));
  if (stream) media.push({ type: 'video', url: stream, mime: meta('twitter:player:stream:content_type'), source: 'twitter' });
  for (const [key, value] of page.meta) {
    const url = key === 'twitter:image' || key === 'twitter:image:src' ? absolute(value) : undefined;
    if (url) covers.push({ type: 'image', url, source: 'twitter' });
  }

  // JSON-LD: media objects anywhere, the main post's pictures.
  for (const node of nodes) {
    if (isType(node, 'VideoObject', 'AudioObject', 'MusicRecording', 'Clip', 'Movie')) {
      for (const thumb of urls(node.thumbnailUrl ?? node.thumbnail)) {
        const url = absolute(thumb);
        if (url) {
          covers.push({ type: 'image', url, source: 'json-ld' });
          thumbnailKeys.add(urlKey(url));
        }
      }
    }
    const contentUrl = absolute(text(node.contentUrl));
    if (!contentUrl) continue;
    const mime = text(node.encodingFormat);
    const type: ContentType | undefined = isType(node, 'VideoObject', 'Clip', 'Movie')
      ? 'video'
      : isType(node, 'AudioObject', 'MusicRecording')
        ? 'audio'
        : isType(node, 'ImageObject')
          ? 'image'
          : (typeOfMime(mime) ?? typeOfExtension(extensionOfUrl(contentUrl)));
    if (!type) continue;
    media.push({ type, url: contentUrl, mime, width: count(text(node.width)), height: count(text(node.height)), duration: durationSeconds(node.duration), source: 'json-ld' });
  }
  if (main && !isType(main, ...MEDIA_TYPES)) {
    for (const image of urls(main.image)) {
      const url = absolute(image);
      if (url) media.push({ type: 'image', url, source: 'json-ld' });
    }
  }

  // oEmbed: a photo is the item itself; a video's iframe is not a file, its thumbnail is a cover.
  if (oembed?.type === 'photo' && absolute(oembed.url)) {
    media.push({ type: 'image', url: absolute(oembed.url)!, width: oembed.width, height: oembed.height, source: 'oembed' });
  }
  if (absolute(oembed?.thumbnail_url)) covers.push({ type: 'image', url: absolute(oembed!.thumbnail_url)!, source: 'oembed' });

  // Plain HTML5 media elements.
  for (const element of page.html5Media) {
    media.push({ type: element.type, url: element.url, mime: element.mime, source: 'html5' });
    if (element.poster) {
      covers.push({ type: 'image', url: element.poster, source: 'html5' });
      thumbnailKeys.add(urlKey(element.poster));
    }
  }

  const hasPlayable = media.some((c) => c.type !== 'image');
  const ordered = [
    ...media.filter((c) => c.type === 'video'),
    ...media.filter((c) => c.type === 'audio'),
    ...media.filter((c) => c.type === 'image' && !(hasPlayable && thumbnailKeys.has(urlKey(c.url)))),
    ...(hasPlayable ? [] : covers.filter((c) => c.source !== 'json-ld' && c.source !== 'html5' && c.source !== 'oembed')),
  ];
  const contents = dedupe(ordered).slice(0, MAX_CONTENTS);

  const title =
    meta('og:title') ?? meta('twitter:title') ?? text(main?.headline) ?? text(main?.name) ?? oembed?.title ?? page.title ?? '';
  if (contents.length === 0) {
    throw new SocialFailure(
      'unsupported',
      'no downloadable media found: no extractor knows this site and the page has no OpenGraph, Twitter card, JSON-LD or oEmbed media',
    );
  }

  const comments = readComments(main, nodes);
  const firstSource = ordered.find((c) => urlKey(c.url) === urlKey(contents[0]!.url))?.source ?? 'opengraph';
  const thumbnail = covers[0]?.url ?? contents.find((c) => c.type === 'image')?.url;
  const description = meta('og:description') ?? meta('twitter:description') ?? text(main?.description) ?? meta('description');

  return {
    username:
      cleanHandle(authorName(main?.author ?? main?.creator)) ??
      cleanHandle(meta('twitter:creator')) ??
      cleanHandle(meta('author')) ??
      cleanHandle(meta('article:author')) ??
      cleanHandle(oembed?.author_name) ??
      '',
    title: title.trim(),
    ...(thumbnail ? { thumbnail } : {}),
    ...(description ? { description } : {}),
    metadata: {
      source: firstSource,
      shortcode: text(main?.identifier) ?? shortcodeFromUrl(page.canonicalUrl ?? absolute(meta('og:url')) ?? page.pageUrl),
      comment_count: count(main?.commentCount) ?? (main && interactionCount(main, 'CommentAction')) ?? comments.length,
      like_count: (main && interactionCount(main, 'LikeAction')) ?? 0,
      taken_at:
        epochSeconds(text(main?.uploadDate) ?? text(main?.datePublished) ?? text(main?.dateCreated)) ??
        epochSeconds(meta('article:published_time') ?? meta('og:video:release_date') ?? meta('video:release_date')) ??
        0,
      comments,
      webpage_url: page.pageUrl,
    },
    contents,
  };
}

function dedupe(candidates: Candidate[]): ContentItem[] {
  const seen = new Set<string>();
  const items: ContentItem[] = [];
  for (const c of candidates) {
    const key = urlKey(c.url);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({
      type: c.type,
      ext: pickExtension(c.type, c.url, c.mime),
      url: c.url,
      ...(c.width ? { width: c.width } : {}),
      ...(c.height ? { height: c.height } : {}),
      ...(c.duration ? { duration: c.duration } : {}),
    });
  }
  return items;
}

function readComments(main: Node | undefined, nodes: Node[]): Comment[] {
  const listed = main?.comment;
  const source = Array.isArray(listed) ? listed : listed ? [listed] : nodes.filter((n) => isType(n, 'Comment'));
  const comments: Comment[] = [];
  for (const item of source) {
    if (!item || typeof item !== 'object') continue;
    const body = text((item as Node).text) ?? text((item as Node).description);
    if (!body) continue;
    comments.push({ username: cleanHandle(authorName((item as Node).author)) ?? '', text: body });
    if (comments.length >= MAX_COMMENTS) break;
  }
  return comments;
}

interface OpenGraphItem {
  kind: ContentType;
  url?: string;
  mime?: string;
  width?: number;
  height?: number;
}

/**
 * og:image, og:video and og:audio with the properties that follow each (og:image:width ...).
 * A new og:image (or og:image:url after a complete one) starts a new item; secure_url wins.
 */
function openGraphItems(meta: PageMetadata['meta']): OpenGraphItem[] {
  const items: OpenGraphItem[] = [];
  const current: Partial<Record<ContentType, OpenGraphItem>> = {};
  for (const [key, value] of meta) {
    const match = /^og:(image|video|audio)(?::(url|secure_url|type|width|height))?$/.exec(key);
    if (!match) continue;
    const kind = match[1] as ContentType;
    const property = match[2];
    let item = current[kind];
    if (!property || (property === 'url' && item?.url)) {
      item = { kind, url: value };
      current[kind] = item;
      items.push(item);
      continue;
    }
    if (!item) {
      item = { kind };
      current[kind] = item;
      items.push(item);
    }
    if (property === 'url') item.url = value;
    else if (property === 'secure_url') item.url = value;
    else if (property === 'type') item.mime = value;
    else if (property === 'width') item.width = count(value);
    else if (property === 'height') item.height = count(value);
  }
  return items;
}

import { Parser } from 'htmlparser2';

/**
 * What a web page says about itself, read from its HTML bytes: meta tags (OpenGraph,
 * Twitter card, article:*), JSON-LD blocks, the oEmbed discovery link, the canonical URL,
 * the <title>, and plain HTML5 <video>/<audio> elements. Nothing is fetched here.
 */
export interface PageMetadata {
  /** The page's own URL (after redirects): relative URLs are resolved against it. */
  pageUrl: string;
  title?: string;
  canonicalUrl?: string;
  /** Meta tags in document order, keyed by property or name (lower case). */
  meta: Array<[key: string, value: string]>;
  /** Parsed JSON-LD blocks; blocks that are not valid JSON are skipped. */
  jsonLd: unknown[];
  /** The JSON oEmbed endpoint the page advertises, absolute. */
  oembedUrl?: string;
  /** <video>/<audio> elements with a playable source. */
  html5Media: Array<{ type: 'video' | 'audio'; url: string; mime?: string; poster?: string }>;
}

/** More than any real page's head and metadata; the rest of a huge page is not read. */
export const MAX_HTML_CHARS = 4 * 1024 * 1024;
const MAX_JSON_LD_CHARS = 1024 * 1024;

/** Decodes HTML bytes with the charset the page or its server declares (UTF-8 otherwise). */
export function decodeHtml(bytes: Uint8Array, contentType?: string): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? sniffMetaCharset(bytes);
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function sniffMetaCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  return /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1];
}

export function parsePageMetadata(html: string, pageUrl: string): PageMetadata {
  const result: PageMetadata = { pageUrl, meta: [], jsonLd: [], html5Media: [] };
  const absolute = (value: string | undefined) => resolveUrl(value, pageUrl);

  let inTitle = false;
  let titleText = '';
  let jsonLdText: string | null = null;
  // The <video>/<audio> being read, so its <source> children attach to it.
  let media: { type: 'video' | 'audio'; poster?: string; found: boolean } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        switch (name) {
          case 'title':
            inTitle = result.title === undefined;
            break;
          case 'meta': {
            const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? '').trim().toLowerCase();
            const value = attrs.content?.trim();
            if (key && value) result.meta.push([key, value]);
            break;
          }
          case 'link': {
            const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
            const type = (attrs.type ?? '').toLowerCase();
            if (rel.includes('canonical') && !result.canonicalUrl) result.canonicalUrl = absolute(attrs.href);
            if (rel.includes('alternate') && type === 'application/json+oembed' && !result.oembedUrl) result.oembedUrl = absolute(attrs.href);
            break;
          }
          case 'script':
            if ((attrs.type ?? '').toLowerCase().trim() === 'application/ld+json') jsonLdText = '';
            break;
          case 'video':
          case 'audio': {
            media = { type: name, poster: absolute(attrs.poster), found: false };
            const src = absolute(attrs.src);
            if (src) {
              result.html5Media.push({ type: name, url: src, poster: media.poster });
              media.found = true;
            }
            break;
          }
          case 'source': {
            const src = absolute(attrs.src);
            if (media && !media.found && src) {
              result.html5Media.push({ type: media.type, url: src, mime: attrs.type, poster: media.poster });
              media.found = true; // One entry per element: later <source>s are alternatives.
            }
            break;
          }
        }
      },
      ontext(text) {
        if (inTitle) titleText += text;
        if (jsonLdText !== null && jsonLdText.length < MAX_JSON_LD_CHARS) jsonLdText += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          const title = titleText.replace(/\s+/g, ' ').trim();
          if (title) result.title = title;
        }
        if (name === 'script' && jsonLdText !== null) {
          const parsed = parseJson(jsonLdText);
          if (parsed !== undefined) result.jsonLd.push(parsed);
          jsonLdText = null;
        }
        if (name === 'video' || name === 'audio') media = null;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html);
  parser.end();
  return result;
}

function parseJson(text: string): unknown {
  // Some sites wrap JSON-LD in HTML comments or CDATA.
  const cleaned = text.trim().replace(/^<!--|-->$/g, '').replace(/^\/\/<!\[CDATA\[|\/\/\]\]>$/g, '').trim();
  if (!cleaned) return undefined;
  try {
    return JSON.parse(cleaned);
  } catch {
    return undefined;
  }
}

/** An absolute http(s) URL for a value found in the page, or undefined. */
export function resolveUrl(value: string | undefined, base: string): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

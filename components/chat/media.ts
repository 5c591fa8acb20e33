/**
 * Finds the URLs in a function's result and says how to show each: images inline, audio
 * and video as players, anything else as a link. Prism's own files are served at
 * /api/files/<id> with no extension, so the name of the field that holds a URL (`images`,
 * `audios`, `image_thumb`, an item's `type`) decides first, the extension second.
 */
export type MediaKind = 'image' | 'audio' | 'video' | 'link';
export interface MediaItem {
  url: string;
  kind: MediaKind;
  /** Where in the result it was found, e.g. `images[0]`: the accessible label. */
  where: string;
}

const MAX_ITEMS = 12;
const MAX_DEPTH = 6;

const BY_NAME: Array<[RegExp, MediaKind]> = [
  [/image|img|thumb|cover|photo|picture|poster/i, 'image'],
  [/audio|wav|mp3|voice|sound|speech/i, 'audio'],
  [/video|mp4/i, 'video'],
];
const BY_EXTENSION: Array<[RegExp, MediaKind]> = [
  [/\.(png|jpe?g|webp|gif|avif|svg)$/i, 'image'],
  [/\.(wav|mp3|ogg|oga|flac|m4a|opus|aac)$/i, 'audio'],
  [/\.(mp4|webm|mov|m4v)$/i, 'video'],
];

/** Only URLs a page may safely point at: web addresses, our own paths, and media data: URLs. */
export function isShowableUrl(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value) || /^\/api\/files\/[\w.-]+/.test(value) || /^data:(image|audio|video)\/[\w.+-]+[;,]/i.test(value);
}

export function classify(url: string, names: string[]): MediaKind {
  if (url.startsWith('data:')) return url.slice(5).split('/')[0] as MediaKind;
  for (const name of names) {
    for (const [pattern, kind] of BY_NAME) if (pattern.test(name)) return kind;
  }
  const path = url.split(/[?#]/)[0] ?? '';
  for (const [pattern, kind] of BY_EXTENSION) if (pattern.test(path)) return kind;
  return 'link';
}

export function findMedia(result: unknown): MediaItem[] {
  const items: MediaItem[] = [];
  const seen = new Set<string>();
  const walk = (value: unknown, where: string, names: string[], depth: number) => {
    if (items.length >= MAX_ITEMS || depth > MAX_DEPTH) return;
    if (typeof value === 'string') {
      if (isShowableUrl(value) && !seen.has(value)) {
        seen.add(value);
        items.push({ url: value, kind: classify(value, names), where });
      }
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${where}[${i}]`, names, depth + 1));
      return;
    }
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      // A media item that says what it is: { type: 'video', url }.
      const declared = typeof record.type === 'string' && ['image', 'audio', 'video'].includes(record.type) ? record.type : null;
      for (const [key, v] of Object.entries(record)) {
        const hint = declared && key === 'url' ? [declared] : [];
        walk(v, where ? `${where}.${key}` : key, [...hint, key, ...names], depth + 1);
      }
    }
  };
  walk(result, '', [], 0);
  return items;
}

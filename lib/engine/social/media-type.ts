import type { ContentType } from './types';

/**
 * Guessing what a media URL holds and which extension to give it, from what we know:
 * a declared MIME type, the extension in the URL's path, or the kind of tag it came from.
 */

const EXT_BY_MIME: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/x-matroska': 'mkv',
  'video/ogg': 'ogv',
  'video/x-msvideo': 'avi',
  'video/mpeg': 'mpg',
  'video/3gpp': '3gp',
  'video/mp2t': 'ts',
  'application/x-mpegurl': 'm3u8',
  'application/vnd.apple.mpegurl': 'm3u8',
  'application/dash+xml': 'mpd',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/svg+xml': 'svg',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-m4a': 'm4a',
  'audio/x-flac': 'flac',
  'audio/webm': 'weba',
  'audio/flac': 'flac',
};

const TYPE_BY_EXT: Record<string, ContentType> = {
  mp4: 'video', m4v: 'video', webm: 'video', mov: 'video', mkv: 'video', ogv: 'video', ts: 'video', m3u8: 'video', mpd: 'video', avi: 'video', flv: 'video', '3gp': 'video',
  jpg: 'image', jpeg: 'image', png: 'image', gif: 'image', webp: 'image', avif: 'image', heic: 'image', svg: 'image', bmp: 'image',
  mp3: 'audio', m4a: 'audio', aac: 'audio', ogg: 'audio', oga: 'audio', opus: 'audio', wav: 'audio', weba: 'audio', flac: 'audio',
};

const DEFAULT_EXT: Record<ContentType, string> = { video: 'mp4', image: 'jpg', audio: 'mp3' };

/** The extension of a URL's last path segment, lower case, when it looks like one. */
export function extensionOfUrl(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const match = /\.([a-z0-9]{2,5})$/i.exec(pathname);
  return match ? match[1]!.toLowerCase().replace(/^jpeg$/, 'jpg') : undefined;
}

export function extensionOfMime(mime: string | undefined): string | undefined {
  if (!mime) return undefined;
  return EXT_BY_MIME[mime.split(';')[0]!.trim().toLowerCase()];
}

export function typeOfMime(mime: string | undefined): ContentType | undefined {
  const major = mime?.split('/')[0]?.trim().toLowerCase();
  return major === 'video' || major === 'image' || major === 'audio' ? major : undefined;
}

export function typeOfExtension(ext: string | undefined): ContentType | undefined {
  return ext ? TYPE_BY_EXT[ext.toLowerCase()] : undefined;
}

/**
 * The extension for an item: the declared MIME type wins (a CDN URL often has none or a
 * misleading one), then the URL's own, then the usual one for its type.
 */
export function pickExtension(type: ContentType, url: string, mime?: string): string {
  const fromMime = extensionOfMime(mime);
  if (fromMime) return fromMime;
  const fromUrl = extensionOfUrl(url);
  if (fromUrl && typeOfExtension(fromUrl) === type) return fromUrl;
  return DEFAULT_EXT[type];
}

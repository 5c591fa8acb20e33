import 'server-only';
import { withoutUnprintable } from '@/lib/contract/rules';

/**
 * Content-Disposition for downloads. The name is sanitised (no path, no control, quote or
 * text-direction characters, bounded length, an extension that says what the bytes are), an
 * ASCII fallback goes in filename= and the exact name in filename*= (RFC 5987/6266) so
 * non-ASCII names survive.
 */
const MAX_NAME_LENGTH = 150;

/** Other extensions that name the same type as the one extensionFor gives. */
const SAME_TYPE: Record<string, readonly string[]> = { jpg: ['jpeg', 'jpe'], mid: ['midi'], ogg: ['oga', 'opus'], m4a: ['mp4'] };

/**
 * `ext` is the stored type's extension ('bin' when the type is not known). A name whose
 * extension says another type gets the right one added ("invoice.exe" of a JPEG saves as
 * "invoice.exe.jpg"), so the name never claims what the bytes are not.
 */
export function sanitiseFileName(raw: string, ext: string): string {
  // White space first, so a line break or tab between words is a space, not dropped as unprintable.
  let name = withoutUnprintable(raw.normalize('NFC').replace(/\s+/g, ' '))
    // Path separators and anything a shell or header could misread.
    .replace(/[\\/]/g, '_')
    .replace(/["*:<>?|;]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    // No hidden files and no "..".
    .replace(/^\.+/, '');
  if (name.length > MAX_NAME_LENGTH) name = cutKeepingExtension(name);
  if (!name) name = 'download';
  const given = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  const fits = given !== undefined && (ext === 'bin' || given === ext || (SAME_TYPE[ext] ?? []).includes(given));
  if (!fits) name = cutKeepingExtension(`${name}.${ext}`);
  return name;
}

function cutKeepingExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 9 ? name.slice(dot) : '';
  return Array.from(name.slice(0, name.length - ext.length)).slice(0, MAX_NAME_LENGTH - ext.length).join('') + ext;
}

/** attachment; filename="ascii"; filename*=UTF-8''percent-encoded */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === name ? `attachment; filename="${ascii}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

import 'server-only';
/**
 * Content-Disposition for downloads. The name is sanitised (no path, no control or quote
 * characters, bounded length), an ASCII fallback goes in filename= and the exact name in
 * filename*= (RFC 5987/6266) so non-ASCII names survive.
 */
const MAX_NAME_LENGTH = 150;

export function sanitiseFileName(raw: string, fallbackExt: string): string {
  let name = raw
    .normalize('NFC')
    // Path separators and anything a shell or header could misread.
    .replace(/[\\/]/g, '_')
    .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    // No hidden files and no "..".
    .replace(/^\.+/, '');
  if (name.length > MAX_NAME_LENGTH) name = cutKeepingExtension(name);
  if (!name) name = 'download';
  if (!/\.[A-Za-z0-9]{1,8}$/.test(name)) name = `${name}.${fallbackExt}`;
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

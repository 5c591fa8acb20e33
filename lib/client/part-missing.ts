/**
 * What a page says when a part of it loaded on demand cannot load: its file is named by the
 * build, so once the studio is updated an open page asks for a file the server no longer has
 * (or the connection dropped). The sentence of loadPart's error (api.ts).
 */
export const PART_MISSING_MESSAGE =
  'Part of this page could not be loaded: the studio was probably updated since the page opened, or the connection dropped. Reload the page and try again.';

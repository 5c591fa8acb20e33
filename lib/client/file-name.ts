/**
 * Names for files the studio saves (a chat as Markdown, an enhanced photo, a styled face, a
 * voice line): the same rule everywhere, so a name made from a title, a photo's name or a line
 * of text keeps its words in any script and is safe on every file system. (The downloader
 * names media by site, user and post: components/download/file-name.ts.)
 */

/** Text as part of a file name: accents off, letters and digits kept, any other run one dash, at most `max` characters; `fallback` when nothing is left. */
export function fileNamePart(text: string, fallback: string, max = 60): string {
  const part = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
  return part || fallback;
}

/** A file's or URL's name without its query and extension, as part of the name of what is made from it. */
export function fileStem(name: string, fallback: string, max = 60): string {
  return fileNamePart(name.replace(/[?#].*$/, '').replace(/\.[A-Za-z0-9]{1,5}$/, ''), fallback, max);
}

/*
 * Links to result files. Our own files are absolute URLs built from the server's idea of its
 * origin (PUBLIC_URL or the request's host), and the page may be open on another name for the
 * same server (127.0.0.1 vs localhost, an embed): a same-origin path keeps fetches, cookies and
 * downloads working either way. Anything else (a URL the hosted upstream answered) is left as
 * it is: it is another server's, and its own query (a signature) must reach it unchanged.
 */

const OWN_FILE = /^(?:https?:\/\/[^/]+)?(\/api\/files\/[a-f0-9]{64})$/;

/** One of our files as a path on this origin; any other URL as given. */
export function sameOriginFileUrl(url: string): string {
  return OWN_FILE.exec(url)?.[1] ?? url;
}

/**
 * Where a Download link points: our file with `?download=` (the server answers an attachment
 * under `name`, or under the name it stored the file with, as the `download` attribute alone
 * is ignored across origins); another server's URL as given, since it knows no such parameter.
 */
export function downloadHref(url: string, name?: string): string {
  const own = OWN_FILE.exec(url)?.[1];
  return own ? `${own}?download=${name ? encodeURIComponent(name) : '1'}` : url;
}

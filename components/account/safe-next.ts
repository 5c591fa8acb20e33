const HERE = 'http://studio.invalid';

/**
 * Where to go after signing in: a path on this site only. Read as a browser reads it: it
 * drops tabs and line breaks anywhere and takes "\" for "/", so "/\t/evil.example" is
 * "//evil.example", another site. Anything that does not stay on this origin is "/".
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return '/';
  }
  return url.origin === HERE ? url.pathname + url.search + url.hash : '/';
}

/**
 * Our own file URLs, as a path on this origin. Records carry absolute URLs built from the
 * server's idea of its origin (PUBLIC_URL or the request's host); the page may be open on
 * another name for the same server (127.0.0.1 vs localhost), and a same-origin path keeps
 * the waveform fetch, the cookies and downloads working either way.
 */
export function sameOriginFileUrl(url: string): string {
  const match = /^https?:\/\/[^/]+(\/api\/files\/[a-f0-9]{64})$/.exec(url);
  return match ? match[1]! : url;
}

import 'server-only';

/**
 * GET /api/social/media answers in one of two ways, by the Accept header:
 * - application/json (the studio's typed client): the success envelope with the stored
 *   copy ({id, url, content_type, size, name}), so the page can point previews and Save
 *   buttons at /api/files/<id>, which needs no credential (embeds, <video> range requests);
 * - anything else (a link, curl -L, a <video src>): 302 to /api/files/<id>, with
 *   ?download=<name> for an attachment, where the platform serves byte ranges, ETag and
 *   Content-Disposition.
 * Errors are envelopes either way.
 */
export async function savedMediaResponse(request: Request, answer: Response): Promise<Response> {
  if (!answer.ok || wantsJson(request)) return answer;
  const { result } = (await answer.json()) as { result: { url: string; name: string } };
  const inline = new URL(request.url).searchParams.get('disposition') === 'inline';
  const location = inline ? result.url : `${result.url}?download=${encodeURIComponent(result.name)}`;
  const headers = new Headers(answer.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  headers.set('location', location);
  headers.set('cache-control', 'no-store');
  return new Response(null, { status: 302, headers });
}

function wantsJson(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  return /application\/json/i.test(accept) && !/^\s*\*\/\*\s*$/.test(accept);
}

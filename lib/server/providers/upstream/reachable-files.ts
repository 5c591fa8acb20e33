import 'server-only';
import { ApiError } from '../../errors';
import { isNearbyHost } from '../../fetch/address-policy';
import { ownFileId } from '../../files';

/*
 * The hosted service fetches the images it is given by URL. A file uploaded to this studio is
 * given as this server's URL, which a service on the internet cannot reach when the server
 * knows itself only by a name on its own network (127.0.0.1, a LAN address, localhost, a .local
 * name): the call would fail there with a message about a URL the user never typed. Refused
 * here instead, saying what to set. An upstream on a nearby network may reach nearby files, so
 * then nothing is refused.
 */

let judgedBase: { url: string; nearby: boolean } | undefined;
const upstreamIsNearby = (baseUrl: string) => {
  if (judgedBase?.url !== baseUrl) judgedBase = { url: baseUrl, nearby: isNearbyHost(new URL(baseUrl).hostname) };
  return judgedBase.nearby;
};

/** Throws a 400 naming the first field that gives the upstream a file of ours it cannot fetch. */
export function refuseUnreachableFiles(input: unknown, upstreamBaseUrl: string): void {
  if (!input || typeof input !== 'object' || upstreamIsNearby(upstreamBaseUrl)) return;
  for (const [field, value] of Object.entries(input)) {
    if (typeof value !== 'string' || !ownFileId(value)) continue;
    const url = URL.parse(value);
    if (url && !isNearbyHost(url.hostname)) continue;
    const where = url ? `this server's address ${url.host}` : 'a path on this server';
    throw new ApiError(
      'invalid_input',
      `${field}: is ${where}, which the hosted service cannot reach to fetch the file; set PUBLIC_URL to an address of this server it can reach, or give an image URL on the web`,
    );
  }
}

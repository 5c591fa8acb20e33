import 'server-only';
import { env } from '../env';
import { successResponse } from '../envelope';
import type { RawContext } from '../raw-endpoint';
import { absoluteFileUrl } from './index';
import { startFileHousekeeping } from './housekeeping';
import { serveFile } from './serve';
import { storeUpload } from './upload';

/** POST /api/uploads: store a sniffed image or audio file, answer its id and URL. */
export async function handleUpload(ctx: RawContext): Promise<Response> {
  startFileHousekeeping();
  // Streamed to the store as it arrives (sniffed first), never held whole in memory.
  const { file } = await storeUpload(ctx.request, env().UPLOAD_MAX_BYTES);
  ctx.log.info({ fileId: file.id, size: file.size, contentType: file.contentType }, 'upload stored');
  return successResponse({ id: file.id, url: absoluteFileUrl(ctx.origin, file), content_type: file.contentType, size: file.size });
}

/** GET and HEAD /api/files/<id>. */
export async function handleFile(ctx: RawContext): Promise<Response> {
  startFileHousekeeping();
  return serveFile(ctx.request, ctx.params.id ?? '');
}

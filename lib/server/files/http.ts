import 'server-only';
import { env } from '../env';
import { successResponse } from '../envelope';
import type { RawContext } from '../raw-endpoint';
import { absoluteFileUrl, putFile } from './index';
import { startFileHousekeeping } from './housekeeping';
import { serveFile } from './serve';
import { receiveUpload } from './upload';

/** POST /api/uploads: store a sniffed image or audio file, answer its id and URL. */
export async function handleUpload(ctx: RawContext): Promise<Response> {
  startFileHousekeeping();
  const upload = await receiveUpload(ctx.request, env().UPLOAD_MAX_BYTES);
  const file = await putFile(upload.bytes, { contentType: upload.media.contentType, name: upload.name ?? undefined, kind: 'upload' });
  ctx.log.info({ fileId: file.id, size: file.size, contentType: file.contentType }, 'upload stored');
  return successResponse({ id: file.id, url: absoluteFileUrl(ctx.origin, file), content_type: file.contentType, size: file.size });
}

/** GET and HEAD /api/files/<id>. */
export async function handleFile(ctx: RawContext): Promise<Response> {
  startFileHousekeeping();
  return serveFile(ctx.request, ctx.params.id ?? '');
}

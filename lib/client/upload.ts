import { authorizationHeader } from './credential';
import { fetchOrExplain, readEnvelope } from './api';

export interface UploadedFile {
  id: string;
  url: string;
  content_type: string;
  size: number;
}

/**
 * Sends a file the user picked to the store; its URL can then be passed as init_image.
 * `accept`: the kind the page can use, judged by the server from the bytes.
 */
export async function uploadFile(file: Blob, name = 'upload', accept?: 'image' | 'audio'): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, name);
  const response = await fetchOrExplain(accept ? `/api/uploads?accept=${accept}` : '/api/uploads', {
    method: 'POST',
    body: form,
    headers: authorizationHeader(),
    credentials: 'same-origin',
  });
  return readEnvelope<UploadedFile>(response);
}

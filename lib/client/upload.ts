import { authorizationHeader } from './credential';
import { fetchOrExplain, readEnvelope } from './api';

export interface UploadedFile {
  id: string;
  url: string;
  content_type: string;
  size: number;
}

/** Sends a file the user picked to the store; its URL can then be passed as init_image. */
export async function uploadFile(file: Blob, name = 'upload'): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, name);
  const response = await fetchOrExplain('/api/uploads', {
    method: 'POST',
    body: form,
    headers: authorizationHeader(),
    credentials: 'same-origin',
  });
  return readEnvelope<UploadedFile>(response);
}

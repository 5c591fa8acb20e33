import { authorizationHeader } from './credential';
import { readEnvelope, unreachableError } from './api';

export interface UploadedFile {
  id: string;
  url: string;
  content_type: string;
  size: number;
}

export interface UploadOptions {
  /** The kind the page can use ('image' or 'audio'), judged by the server from the bytes. */
  accept?: 'image' | 'audio';
  /** Cancels the upload: the promise rejects with an AbortError and the server keeps nothing. */
  signal?: AbortSignal;
  /** Bytes of the form sent so far, and its whole size. */
  onProgress?: (sent: number, total: number) => void;
}

/**
 * Sends a file the user picked to the store; its URL can then be passed as init_image.
 * XMLHttpRequest, not fetch: fetch reports nothing while a body goes up, and a photo of
 * 20 MB on a slow uplink is a minute or more of a spinner that says nothing.
 */
export async function uploadFile(file: Blob, name = 'upload', options: UploadOptions = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, name);
  const url = options.accept ? `/api/uploads?accept=${options.accept}` : '/api/uploads';
  return readEnvelope<UploadedFile>(await post(url, form, options));
}

/** The XHR's answer as a Response, so the envelope is read as every other call's is. */
function post(url: string, body: FormData, { signal, onProgress }: UploadOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [header, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(header, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      // 0 (or a status Response refuses) is no HTTP answer at all.
      if (xhr.status < 200 || xhr.status > 599) return reject(unreachableError());
      resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr) }));
    };
    xhr.onerror = () => reject(unreachableError());
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

import { callEndpoint } from '@/lib/client/api';
import { api } from '@/lib/client/endpoints';
import type { RunOutcome, RunRequest } from './use-image-run';

/** One request of one operation (a batch's photos go through it too: batch.tsx). */
export async function callOperation(request: RunRequest, signal: AbortSignal): Promise<RunOutcome> {
  switch (request.op) {
    case 'unblur':
      return { op: 'unblur', result: await callEndpoint(api.image.unblur, request.input, { signal }) };
    case 'superres':
      return { op: 'superres', result: await callEndpoint(api.image.gfp_superres, request.input, { signal }) };
    case 'rembg':
      return { op: 'rembg', result: await callEndpoint(api.image.rembg, request.input, { signal }) };
    case 'colorize':
      return { op: 'colorize', result: await callEndpoint(api.image.colorize, request.input, { signal }) };
  }
}

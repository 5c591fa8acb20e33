import { callEndpoint } from '@/lib/client/api';
import { imageApi } from '@/lib/client/endpoints/image';

import type { RunOutcome, RunRequest } from './use-image-run';

/** One request of one operation (a batch's photos go through it too: batch.tsx). */
export async function callOperation(request: RunRequest, signal: AbortSignal): Promise<RunOutcome> {
  switch (request.op) {
    case 'unblur':
      return { op: 'unblur', result: await callEndpoint(imageApi.unblur, request.input, { signal }) };
    case 'superres':
      return { op: 'superres', result: await callEndpoint(imageApi.gfp_superres, request.input, { signal }) };
    case 'rembg':
      return { op: 'rembg', result: await callEndpoint(imageApi.rembg, request.input, { signal }) };
    case 'colorize':
      return { op: 'colorize', result: await callEndpoint(imageApi.colorize, request.input, { signal }) };
  }
}

import 'server-only';
import type { Dispatcher } from 'undici';

/** An upstream answer, read whole: small JSON envelopes are all the hosted service sends. */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The exchange was cut off because the caller went away. */
export class CallerHungUp extends Error {
  constructor() {
    super('the caller hung up before the upstream service answered');
  }
}

/**
 * One request through an undici dispatcher, its answer gathered into one buffer. This is
 * undici's own dispatch interface, under request(): no body stream and no AbortSignal per
 * call, which on bench/gateway cost more than the rest of the call. `onHangUp` cuts the
 * exchange off when the caller goes away; timeouts are undici's (headersTimeout, bodyTimeout
 * in `options`) and reject with its UND_ERR_* codes, as request() does.
 */
export function exchange(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
  onHangUp: (listener: () => void) => () => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let statusCode = 0;
    let headers: Answer['headers'] = {};
    let controller: Dispatcher.DispatchController | undefined;
    let hungUp = false;
    const stopListening = onHangUp(() => {
      hungUp = true;
      controller?.abort(new CallerHungUp());
    });
    dispatcher.dispatch(options, {
      onRequestStart(started) {
        controller = started;
        if (hungUp) started.abort(new CallerHungUp());
      },
      onResponseStart(_controller, status, answerHeaders) {
        statusCode = status;
        headers = answerHeaders;
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
        size += chunk.length;
      },
      onResponseEnd() {
        stopListening();
        resolve({ statusCode, headers, body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) });
      },
      onResponseError(_controller, error) {
        stopListening();
        reject(error);
      },
    });
  });
}

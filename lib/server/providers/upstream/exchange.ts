import 'server-only';
import type { Dispatcher } from 'undici';

/** An upstream answer, read whole: small JSON envelopes are all the hosted service sends. */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer passed `limits.maxBytes`: the exchange was cut off rather than held in memory. */
export class AnswerTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`the upstream answer passed ${maxBytes} bytes`);
  }
}

/** The answer was still coming at `limits.deadline`: cut off, as one sent a byte at a time would never end. */
export class AnswerTooSlow extends Error {
  constructor() {
    super('the upstream answer was still arriving at its deadline');
  }
}

/**
 * Bounds on one answer. undici's own timeouts cover the wait for the headers and each silence
 * in the body, but not a body that keeps trickling, nor one that never ends: those two are
 * checked as each chunk arrives (no timer per call), and the exchange is aborted.
 */
export interface AnswerLimits {
  maxBytes: number;
  /** A Date.now() after which a chunk still arriving ends the exchange. */
  deadline: number;
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
 * in `options`) and reject with its UND_ERR_* codes, as request() does. `limits` bound the
 * answer's size and the time its body may take (AnswerTooLarge, AnswerTooSlow).
 */
export function exchange(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
  onHangUp: (listener: () => void) => () => void,
  limits: AnswerLimits,
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
      onResponseStart(started, status, answerHeaders) {
        statusCode = status;
        headers = answerHeaders;
        // A declared length past the bound is refused before a byte of the body is read.
        if (Number(answerHeaders['content-length']) > limits.maxBytes) started.abort(new AnswerTooLarge(limits.maxBytes));
      },
      onResponseData(started, chunk) {
        if (started.aborted) return;
        size += chunk.length;
        if (size > limits.maxBytes) return started.abort(new AnswerTooLarge(limits.maxBytes));
        if (Date.now() > limits.deadline) return started.abort(new AnswerTooSlow());
        chunks.push(chunk);
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

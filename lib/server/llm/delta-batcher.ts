import 'server-only';

/**
 * Joins a fast model's text pieces into fewer stream events: the first piece goes at once
 * (time to first token is untouched), later ones at most every `windowMs`. A model writing
 * 20-50 tokens a second is unaffected (its pieces are further apart than the window); a
 * very fast one no longer pays one event, one JSON encoding and one socket write per token.
 * `flush()` sends what is held (call it before the closing event).
 */
export function deltaBatcher(send: (text: string) => void, windowMs = 4) {
  let held = '';
  let lastSent = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!held) return;
    const text = held;
    held = '';
    lastSent = performance.now();
    send(text);
  };
  return {
    push(text: string) {
      held += text;
      if (timer) return;
      const wait = lastSent + windowMs - performance.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    flush,
  };
}

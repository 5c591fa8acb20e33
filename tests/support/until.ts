/**
 * Polls `probe` until it returns something truthy, and returns that; throws naming `what`
 * after `timeoutMs`. With `retryErrors`, a probe that throws counts as "not yet" (a server
 * still starting); otherwise its error ends the wait.
 */
export async function until<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: string,
  { everyMs = 50, retryErrors = false }: { everyMs?: number; retryErrors?: boolean } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await (retryErrors ? probe().catch(() => null) : probe());
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Reads until `ok` holds of what `read` gives, and returns that (10 s at most by default). */
export async function untilValue<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const hit = await until(async () => {
    const value = await read();
    return ok(value) ? { value } : null;
  }, timeoutMs, what);
  return hit.value;
}

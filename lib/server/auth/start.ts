import 'server-only';
import { ConfigurationError } from '../errors';
import { log } from '../log';
import { warmRateLimiter } from '../ratelimit';
import { ownerAccount } from './owner';

/** At server start: the store migrated, the owner's account there, the rate-limit store connected. */
export async function startPlatform(): Promise<void> {
  try {
    const owner = await ownerAccount();
    log.info({ account: owner.id, rpm: owner.current_rpm }, 'store ready; owner account present');
  } catch (error) {
    // A configuration that cannot work stops the server with its one-line message (server.ts).
    if (error instanceof ConfigurationError) throw error;
    // Otherwise not fatal here: the gate retries on the next request and answers 500 until it works.
    log.error({ err: error }, 'store could not be opened at start');
  }
  await warmRateLimiter();
}

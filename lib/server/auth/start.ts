import 'server-only';
import { log } from '../log';
import { warmRateLimiter } from '../ratelimit';
import { ownerAccount } from './owner';

/** At server start: the store migrated, the owner's account there, the rate-limit store connected. */
export async function startPlatform(): Promise<void> {
  try {
    const owner = await ownerAccount();
    log.info({ account: owner.id, rpm: owner.current_rpm }, 'store ready; owner account present');
  } catch (error) {
    // Not fatal here: the gate retries on the next request and answers 500 until it works.
    log.error({ err: error }, 'store could not be opened at start');
  }
  await warmRateLimiter();
}

import 'server-only';
import { env } from '../env';
import { db } from '../store';
import type { Account } from '../store/schema';
import { ensureOwner } from './accounts';

let ensuring: Promise<Account> | undefined;

/**
 * The owner's account, created on the first start (from OWNER_NAME and OWNER_RPM) and
 * looked up once per process after that.
 */
export function ownerAccount(): Promise<Account> {
  if (!ensuring) {
    const config = env();
    ensuring = db().then((store) => ensureOwner(store, { name: config.OWNER_NAME, rpm: config.OWNER_RPM }));
    ensuring.catch(() => {
      ensuring = undefined;
    });
  }
  return ensuring;
}

export function resetOwnerForTests(): void {
  ensuring = undefined;
}

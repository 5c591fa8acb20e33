import 'server-only';
import { env } from '../env';
import { db } from '../store';
import type { Account } from '../store/schema';
import { ensureOwner } from './accounts';

// On globalThis, like the store: one owner lookup per process, whichever bundle asks first.
const ENSURING = Symbol.for('prism.owner');
const holder = globalThis as { [ENSURING]?: Promise<Account> };

/**
 * The owner's account, created on the first start (from OWNER_NAME and OWNER_RPM) and
 * looked up once per process after that.
 */
export function ownerAccount(): Promise<Account> {
  let ensuring = holder[ENSURING];
  if (!ensuring) {
    const config = env();
    ensuring = db().then((store) => ensureOwner(store, { name: config.OWNER_NAME, rpm: config.OWNER_RPM }));
    holder[ENSURING] = ensuring;
    ensuring.catch(() => {
      if (holder[ENSURING] === ensuring) holder[ENSURING] = undefined;
    });
  }
  return ensuring;
}

export function resetOwnerForTests(): void {
  holder[ENSURING] = undefined;
}

'use client';

import { AccountCard } from './AccountCard';
import { DemoLinksCard } from './DemoLinksCard';
import { KeysCard } from './KeysCard';
import { SignOut } from './SignOut';

/** The account page: who you are and your limit, your API keys, your demo links. */
export function AccountStudio() {
  return (
    <div className="space-y-6">
      <AccountCard />
      <KeysCard />
      <DemoLinksCard />
      <SignOut />
    </div>
  );
}

'use client';

import { useEndpointMutation, useEndpointQuery } from '@/lib/client';
import { platformApi } from '@/lib/client/endpoints/platform';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/alert';

/** Shown only to a browser signed in with a session (not to a loopback owner with no password). */
export function SignOut() {
  const status = useEndpointQuery(platformApi.sessionStatus, {});
  // A full navigation, as signing in does: every answer remembered for the ended session goes
  // with it (the sign-in page read the kept status as still signed in and bounced on to
  // /login?next=%2F; a router push keeps them all).
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the full navigation is the point: a router push keeps the ended session's cached answers
  const signOut = useEndpointMutation(platformApi.sessionDelete, { onSuccess: () => window.location.assign('/login') });
  if (status.data?.via !== 'session') return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => signOut.mutate({})} busy={signOut.isPending}>
        Sign out of the studio
      </Button>
      <ErrorMessage error={signOut.error} />
    </div>
  );
}

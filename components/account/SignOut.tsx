'use client';

import { useRouter } from 'next/navigation';
import { useEndpointMutation, useEndpointQuery, api } from '@/lib/client';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/alert';

/** Shown only to a browser signed in with a session (not to a loopback owner with no password). */
export function SignOut() {
  const router = useRouter();
  const status = useEndpointQuery(api.platform.sessionStatus, {});
  const signOut = useEndpointMutation(api.platform.sessionDelete, { onSuccess: () => router.push('/login') });
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

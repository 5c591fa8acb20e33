'use client';

import { useRouter } from 'next/navigation';
import { platform } from '@/lib/contract';
import { useEndpointMutation, useEndpointQuery } from '@/lib/client';
import { Button, ErrorMessage } from '@/components/ui';

/** Shown only to a browser signed in with a session (not to a loopback owner with no password). */
export function SignOut() {
  const router = useRouter();
  const status = useEndpointQuery(platform.sessionStatus, {});
  const signOut = useEndpointMutation(platform.sessionDelete, { onSuccess: () => router.push('/login') });
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

'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useEndpointMutation, useEndpointQuery } from '@/lib/client';
import { useContractForm } from '@/lib/client/form';
import { platformApi } from '@/lib/client/endpoints/platform';
import { Alert, ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { safeNext } from './safe-next';

/**
 * The studio's sign-in: the STUDIO_PASSWORD (or, when none is set, an owner API key: the
 * status says which) buys an HttpOnly session cookie; then back to the page that sent us here.
 */
export function LoginForm() {
  const next = safeNext(useSearchParams().get('next'));
  const status = useEndpointQuery(platformApi.sessionStatus, {});
  const form = useContractForm(() => import('@/lib/contract/access').then((m) => m.sessionCreateRequest), { defaultValues: { password: '' } });
  const signIn = useEndpointMutation(platformApi.sessionCreate, {
    // A full navigation, so the proxy sees the new cookie.
    onSuccess: () => window.location.assign(next),
  });
  // No STUDIO_PASSWORD (AUTH_MODE=required alone): the owner signs in with an owner API key.
  const withKey = status.data?.sign_in_with === 'owner_key';
  const alreadyIn = status.data?.authenticated;

  // Already admitted (a session, or this machine with no password): nothing to ask.
  useEffect(() => {
    if (alreadyIn) window.location.replace(next);
  }, [alreadyIn, next]);

  return (
    <Card className="w-full max-w-sm">
      <h1 className="text-xl font-semibold">Sign in to Prism Studio</h1>
      <p className="mt-1 mb-4 text-sm text-ink-muted dark:text-ink-muted-dark">
        {withKey ? (
          <>
            This studio has no password: sign in with an owner API key (psk_…). On the server,{' '}
            <code className="font-mono text-xs">npm run keys -- create --name NAME --owner</code> makes one.
          </>
        ) : (
          'Enter the studio password.'
        )}
      </p>
      {alreadyIn && (
        <div className="mb-4">
          <Alert tone="success">
            You are signed in. <a className="underline" href={next}>Continue</a>
          </Alert>
        </div>
      )}
      <form noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))} className="space-y-4">
        <Field label={withKey ? 'Owner API key' : 'Password'} error={form.formState.errors.password?.message}>
          <Input type="password" autoComplete={withKey ? 'off' : 'current-password'} autoFocus {...form.register('password')} />
        </Field>
        <ErrorMessage error={signIn.error} offerSignIn={false} />
        <Button type="submit" busy={signIn.isPending} className="w-full">
          Sign in
        </Button>
      </form>
    </Card>
  );
}

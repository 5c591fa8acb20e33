'use client';

import { useState } from 'react';
import type { ResultOf } from '@/lib/contract/define';
import { useEndpointMutation, useEndpointQuery, invalidateQueries } from '@/lib/client';
import { useContractForm } from '@/lib/client/form';
import { platformApi } from '@/lib/client/endpoints/platform';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { grouped } from '@/lib/contract/limits/figures';
import { ShownOnce } from './ShownOnce';
import { CredentialTable } from './CredentialTable';
import { formatDate } from './format';
import { useRevoke } from './use-revoke';
import type { platform } from '@/lib/contract/platform';
import { KEY_LIMITS } from '@/lib/contract/limits/access';
import { CredentialList, FormError } from './CredentialList';

type Created = ResultOf<typeof platform.keysCreate>;

const KEY_DEFAULTS = { name: '', rpm: KEY_LIMITS.rpm.default, owner: false };

const numberOrUndefined = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** API keys: create (the key shown once, with a copy button), list, revoke. */
export function KeysCard() {
  const keys = useEndpointQuery(platformApi.keysList, {});
  const [created, setCreated] = useState<Created | null>(null);
  const form = useContractForm(() => import('@/lib/contract/access').then((m) => m.keysCreateRequest), { defaultValues: KEY_DEFAULTS });
  const create = useEndpointMutation(platformApi.keysCreate, {
    onSuccess: (result) => {
      setCreated(result);
      form.reset({ ...KEY_DEFAULTS, expires_in_days: undefined });
      return invalidateQueries(platformApi.keysList.id);
    },
  });
  const { revoke, revoking, error: revokeError } = useRevoke(platformApi.keysRevoke, platformApi.keysList, (name) => `Revoke the key "${name}"? Programs using it stop working at once.`);

  const errors = form.formState.errors;
  const ownerField = form.register('owner');
  const ownerKey = form.watch('owner') === true;
  return (
    <Card>
      <CardTitle>
        <span id="keys-heading">API keys</span>
      </CardTitle>
      <p className="mb-4 text-sm text-ink-muted dark:text-ink-muted-dark">
        Programs send a key as <code className="font-mono">Authorization: Bearer psk_…</code>. Each new key gets an account of its own with the
        requests per minute you choose; an owner key acts as you and may manage keys.
      </p>

      <form
        noValidate
        aria-label="Create an API key"
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-start"
      >
        <Field label="Name" error={errors.name?.message} hint="Who or what the key is for">
          <Input placeholder="CI pipeline" {...form.register('name')} />
        </Field>
        <Field label="Requests per minute" error={errors.rpm?.message} hint={ownerKey ? "An owner key shares your account's limit" : undefined}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={KEY_LIMITS.rpm.max}
            disabled={ownerKey}
            placeholder={ownerKey ? 'your limit' : undefined}
            {...form.register('rpm', { valueAsNumber: true })}
          />
        </Field>
        <Field label="Expires after (days)" error={errors.expires_in_days?.message} hint="Empty: never">
          <Input type="number" inputMode="numeric" min={1} max={KEY_LIMITS.expiresInDays} placeholder="never" {...form.register('expires_in_days', { setValueAs: numberOrUndefined })} />
        </Field>
        <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-1 lg:pt-6">
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-accent"
              {...ownerField}
              onChange={(event) => {
                ownerField.onChange(event);
                // The API refuses an rpm with an owner key, so the form never sends one.
                form.setValue('rpm', event.target.checked ? undefined : KEY_LIMITS.rpm.default, { shouldValidate: true });
              }}
            />
            Owner key
          </label>
          <Button type="submit" busy={create.isPending}>
            Create key
          </Button>
        </div>
      </form>
      <FormError error={create.error} />

      {created && (
        <ShownOnce
          testId="new-key"
          title={`Key "${created.key.name}" created`}
          note="Copy it now: it is shown this once, only its hash is kept."
          secret={created.secret}
          secretTestId="new-key-secret"
          copyLabel="Copy key"
          onDone={() => setCreated(null)}
        />
      )}

      <CredentialList
        query={keys}
        revokeError={revokeError}
        count={keys.data?.keys.length}
        loading="Loading keys…"
        empty={
          <>
            No API keys yet. Create one above, or with <code className="font-mono">npm run keys -- create --name NAME</code>.
          </>
        }
      >
        {keys.data && (
          <CredentialTable
            label="API keys table"
            labelledBy="keys-heading"
            rowTestId="key-row"
            rows={keys.data.keys}
            columns={[
              {
                header: 'Name',
                cell: (key) => (
                  <>
                    {key.name}
                    {key.owner && <span className="ml-2 rounded bg-accent-soft px-1.5 py-0.5 text-xs dark:bg-accent-soft-dark">owner</span>}
                  </>
                ),
              },
              { header: 'Key', cell: (key) => `${key.prefix}…`, className: 'font-mono text-xs whitespace-nowrap' },
              { header: 'Rpm', cell: (key) => grouped(key.rpm) },
            ]}
            trailing={[
              { header: 'Expires', cell: (key) => formatDate(key.expires_at, 'Never'), wide: true, className: 'whitespace-nowrap' },
              { header: 'Last used', cell: (key) => formatDate(key.last_used_at, 'Never'), wide: true, className: 'whitespace-nowrap' },
            ]}
            revoking={revoking}
            onRevoke={(key) => revoke(key.id, key.name)}
            revokeLabel={(key) => `Revoke key ${key.name}`}
          />
        )}
      </CredentialList>
    </Card>
  );
}

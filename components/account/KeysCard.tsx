'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { platform, type ResultOf } from '@/lib/contract';
import { useContractForm, useEndpointMutation, useEndpointQuery } from '@/lib/client';
import { Alert, Button, Card, CardTitle, CopyButton, ErrorMessage, Field, Input } from '@/components/ui';
import { AuthProblem } from './AuthProblem';
import { formatDate } from './format';
import { StatusBadge } from './StatusBadge';
import { useRevoke } from './use-revoke';

type Created = ResultOf<typeof platform.keysCreate>;

const numberOrUndefined = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** API keys: create (the key shown once, with a copy button), list, revoke. */
export function KeysCard() {
  const queryClient = useQueryClient();
  const keys = useEndpointQuery(platform.keysList, {});
  const [created, setCreated] = useState<Created | null>(null);
  const form = useContractForm(platform.keysCreate, { defaultValues: { name: '', rpm: 60, owner: false } });
  const create = useEndpointMutation(platform.keysCreate, {
    onSuccess: (result) => {
      setCreated(result);
      form.reset({ name: '', rpm: 60, owner: false, expires_in_days: undefined });
      return queryClient.invalidateQueries({ queryKey: [platform.keysList.id] });
    },
  });
  const { revoke, revoking, error: revokeError } = useRevoke(platform.keysRevoke, platform.keysList, (name) => `Revoke the key "${name}"? Programs using it stop working at once.`);

  const errors = form.formState.errors;
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
        <Field label="Requests per minute" error={errors.rpm?.message}>
          <Input type="number" inputMode="numeric" min={1} {...form.register('rpm', { valueAsNumber: true })} />
        </Field>
        <Field label="Expires after (days)" error={errors.expires_in_days?.message} hint="Empty: never">
          <Input type="number" inputMode="numeric" min={1} placeholder="never" {...form.register('expires_in_days', { setValueAs: numberOrUndefined })} />
        </Field>
        <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-1 lg:pt-6">
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-accent" {...form.register('owner')} />
            Owner key
          </label>
          <Button type="submit" busy={create.isPending}>
            Create key
          </Button>
        </div>
      </form>
      <div className="mt-3">
        <ErrorMessage error={create.error} />
      </div>

      {created && (
        <div className="mt-4" data-testid="new-key">
          <Alert tone="success" title={`Key "${created.key.name}" created`}>
            <p>Copy it now: it is shown this once, only its hash is kept.</p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <code className="min-w-0 flex-1 rounded bg-panel px-2 py-1 font-mono text-xs break-all text-ink dark:bg-panel-dark dark:text-ink-dark" data-testid="new-key-secret">
                {created.secret}
              </code>
              <CopyButton text={created.secret} label="Copy key" />
              <Button variant="ghost" size="sm" onClick={() => setCreated(null)}>
                Done
              </Button>
            </div>
          </Alert>
        </div>
      )}

      <div className="mt-5">
        {keys.isPending && <p className="text-sm text-ink-muted dark:text-ink-muted-dark">Loading keys…</p>}
        {keys.error && <AuthProblem error={keys.error} />}
        <ErrorMessage error={revokeError} />
        {keys.data && keys.data.keys.length === 0 && (
          <p className="text-sm text-ink-muted dark:text-ink-muted-dark">No API keys yet. Create one above, or with <code className="font-mono">npm run keys -- create --name NAME</code>.</p>
        )}
        {keys.data && keys.data.keys.length > 0 && (
          <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="API keys table">
            <table className="w-full text-left text-sm" aria-labelledby="keys-heading">
              <thead className="text-ink-muted dark:text-ink-muted-dark">
                <tr className="border-b border-line dark:border-line-dark">
                  <th scope="col" className="py-2 pr-3 font-medium">Name</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Key</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Rpm</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Status</th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">Expires</th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">Last used</th>
                  <th scope="col" className="py-2 font-medium"><span className="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {keys.data.keys.map((key) => (
                  <tr key={key.id} className="border-b border-line last:border-0 dark:border-line-dark" data-testid="key-row">
                    <td className="py-2 pr-3">
                      {key.name}
                      {key.owner && <span className="ml-2 rounded bg-accent-soft px-1.5 py-0.5 text-xs dark:bg-accent-soft-dark">owner</span>}
                    </td>
                    <td className="py-2 pr-3 font-mono text-xs whitespace-nowrap">{key.prefix}…</td>
                    <td className="py-2 pr-3">{key.rpm}</td>
                    <td className="py-2 pr-3"><StatusBadge status={key.status} /></td>
                    <td className="hidden py-2 pr-3 whitespace-nowrap md:table-cell">{formatDate(key.expires_at, 'Never')}</td>
                    <td className="hidden py-2 pr-3 whitespace-nowrap md:table-cell">{formatDate(key.last_used_at, 'Never')}</td>
                    <td className="py-2 text-right">
                      {key.status === 'active' && (
                        <Button variant="secondary" size="sm" busy={revoking === key.id} onClick={() => revoke(key.id, key.name)} aria-label={`Revoke key ${key.name}`}>
                          Revoke
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Card>
  );
}

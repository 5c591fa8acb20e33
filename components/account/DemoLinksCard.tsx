'use client';

import { useState } from 'react';
import type { ResultOf } from '@/lib/contract/define';
import { DEMO_CAPABILITIES, DEMO_LINK_LIMITS } from '@/lib/contract/limits/access';
import { capabilityEntry } from '@/lib/contract/capabilities';
import { useEndpointMutation, useEndpointQuery, invalidateQueries } from '@/lib/client';
import { useContractForm } from '@/lib/client/form';
import { platformApi } from '@/lib/client/endpoints/platform';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { grouped } from '@/lib/contract/limits/figures';
import { ShownOnce } from './ShownOnce';
import { CredentialTable } from './CredentialTable';
import { formatDate } from './format';
import { useRevoke } from './use-revoke';
import type { platform } from '@/lib/contract/platform';
import { CredentialList, FormError } from './CredentialList';

type Created = ResultOf<typeof platform.demoLinksCreate>;

const pageTitle = (capability: (typeof DEMO_CAPABILITIES)[number]) => capabilityEntry(capability).title;

const EXPIRY_CHOICES = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: 24 * 7, label: '7 days' },
  { hours: 24 * 30, label: '30 days' },
  { hours: 24 * 90, label: '90 days' },
].filter((choice) => choice.hours <= DEMO_LINK_LIMITS.expiresInHours.max);

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Demo links: one capability, an expiry and a rate of its own; the link shown once. */
export function DemoLinksCard() {
  const links = useEndpointQuery(platformApi.demoLinksList, {});
  const [created, setCreated] = useState<Created | null>(null);
  const defaults = { capability: DEMO_CAPABILITIES[0], label: undefined, expires_in_hours: DEMO_LINK_LIMITS.expiresInHours.default, rpm: DEMO_LINK_LIMITS.rpm.default };
  const form = useContractForm(() => import('@/lib/contract/access').then((m) => m.demoLinksCreateRequest), { defaultValues: defaults });
  const create = useEndpointMutation(platformApi.demoLinksCreate, {
    onSuccess: (result) => {
      setCreated(result);
      form.reset(defaults);
      return invalidateQueries(platformApi.demoLinksList.id);
    },
  });
  const { revoke, revoking, error: revokeError } = useRevoke(platformApi.demoLinksRevoke, platformApi.demoLinksList, (label) => `Revoke the demo link "${label}"? Anyone using it is stopped at once.`);

  const errors = form.formState.errors;
  return (
    <Card>
      <CardTitle>
        <span id="links-heading">Demo links</span>
      </CardTitle>
      <p className="mb-4 text-sm text-ink-muted dark:text-ink-muted-dark">
        A link opens one studio page, chrome-less, for anyone who has it (in an iframe too). Its token can call only that capability, with
        its own requests per minute, until it expires or you revoke it.
      </p>

      <form
        noValidate
        aria-label="Create a demo link"
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1.5fr_1fr_1fr_auto] lg:items-start"
      >
        <Field label="Capability" error={errors.capability?.message}>
          <Select {...form.register('capability')}>
            {DEMO_CAPABILITIES.map((capability) => (
              <option key={capability} value={capability}>
                {pageTitle(capability)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Label" error={errors.label?.message} hint="Optional">
          <Input placeholder="Blog post demo" {...form.register('label', { setValueAs: emptyToUndefined })} />
        </Field>
        <Field label="Expires after" error={errors.expires_in_hours?.message}>
          <Select {...form.register('expires_in_hours', { valueAsNumber: true })}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.hours} value={choice.hours}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Requests per minute" error={errors.rpm?.message}>
          <Input type="number" inputMode="numeric" min={1} max={DEMO_LINK_LIMITS.rpm.max} {...form.register('rpm', { valueAsNumber: true })} />
        </Field>
        <div className="sm:col-span-2 lg:col-span-1 lg:pt-6">
          <Button type="submit" busy={create.isPending} className="w-full">
            Create link
          </Button>
        </div>
      </form>
      <FormError error={create.error} />

      {created && (
        <ShownOnce
          testId="new-link"
          title={`Demo link "${created.link.label}" created`}
          note="Copy it now: the token in it is shown this once."
          secret={created.url}
          secretTestId="new-link-url"
          copyLabel="Copy link"
          extra={
            <a className="text-sm underline" href={created.url} target="_blank" rel="noreferrer">
              Open
            </a>
          }
          onDone={() => setCreated(null)}
        />
      )}
      {created?.nearby_only && (
        <div className="mt-2" data-testid="new-link-nearby">
          <Alert tone="info">
            This link names {new URL(created.url).host}, which only this machine or its network can open. To share it further, set PUBLIC_URL
            or open the studio at an address others can reach, and create the link there.
          </Alert>
        </div>
      )}

      <CredentialList query={links} revokeError={revokeError} count={links.data?.links.length} loading="Loading demo links…" empty="No demo links yet.">
        {links.data && (
          <CredentialTable
            label="Demo links table"
            labelledBy="links-heading"
            rowTestId="link-row"
            rows={links.data.links}
            columns={[
              { header: 'Label', cell: (link) => link.label },
              {
                header: 'Page',
                cell: (link) => (
                  <>
                    {pageTitle(link.capability)} <span className="hidden font-mono text-xs text-ink-muted md:inline dark:text-ink-muted-dark">{link.path}</span>
                  </>
                ),
                className: 'whitespace-nowrap',
              },
              { header: 'Rpm', cell: (link) => grouped(link.rpm) },
            ]}
            trailing={[{ header: 'Expires', cell: (link) => formatDate(link.expires_at), wide: true, className: 'whitespace-nowrap' }]}
            revoking={revoking}
            onRevoke={(link) => revoke(link.id, link.label)}
            revokeLabel={(link) => `Revoke demo link ${link.label}`}
          />
        )}
      </CredentialList>
    </Card>
  );
}

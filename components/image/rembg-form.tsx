'use client';

import { useEffect } from 'react';
import { REMBG_DEFAULTS as DEFAULTS, REMBG_OUTPUT } from '@/lib/contract/limits/image';
import { useContractForm } from '@/lib/client/form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { RunRequest } from './use-image-run';

const LABELS: Record<(typeof REMBG_OUTPUT)[number], string> = {
  transparent: 'Transparent background (PNG with alpha)',
  mask: 'Mask only (white = subject)',
  color: 'Solid colour background',
};

export function RembgForm({ source, busy, onRun }: { source: string | null; busy: boolean; onRun: (request: RunRequest) => void }) {
  const form = useContractForm(() => import('@/lib/contract/image').then((m) => m.rembgRequest), { defaultValues: { init_image: source ?? '', ...DEFAULTS } });
  const { setValue } = form;
  useEffect(() => setValue('init_image', source ?? '', { shouldValidate: !!source }), [setValue, source]);
  const output = form.watch('output') ?? DEFAULTS.output;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((input) => onRun({ op: 'rembg', input }))}>
      <Field label="Output" error={form.formState.errors.output?.message}>
        <Select {...form.register('output')}>
          {REMBG_OUTPUT.map((value) => (
            <option key={value} value={value}>
              {LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      {output === 'color' && (
        <Field label="Background colour" error={form.formState.errors.background_color?.message} hint="A colour like #00ff88.">
          <Input type="color" className="h-10 w-24 p-1" {...form.register('background_color')} />
        </Field>
      )}
      <Button type="submit" className="w-full" busy={busy} disabled={!source}>
        Remove background
      </Button>
    </form>
  );
}

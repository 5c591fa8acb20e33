'use client';

import { useEffect } from 'react';
import { OUTSCALE_DEFAULT, OUTSCALE_MAX, OUTSCALE_MIN } from '@/lib/contract/limits/image';
import { useContractForm } from '@/lib/client/form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Slider } from '@/components/ui/slider';
import { megapixels } from './operations';
import { resultTooLarge, upscaled } from './upscale-size';
import type { RunRequest } from './use-image-run';

export function SuperresForm({
  source,
  size,
  busy,
  onRun,
}: {
  source: string | null;
  size: { width: number; height: number } | null;
  busy: boolean;
  onRun: (request: RunRequest) => void;
}) {
  const form = useContractForm(() => import('@/lib/contract/image').then((m) => m.superresRequest), { defaultValues: { init_image: source ?? '', outscale: OUTSCALE_DEFAULT } });
  const { setValue } = form;
  useEffect(() => setValue('init_image', source ?? '', { shouldValidate: !!source }), [setValue, source]);
  const outscale = Number(form.watch('outscale') ?? OUTSCALE_DEFAULT);
  const out = size ? upscaled(size, outscale) : null;
  const tooBig = size ? resultTooLarge(size, outscale) : null;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((input) => onRun({ op: 'superres', input }))}>
      <Field
        label="Scale"
        error={form.formState.errors.outscale?.message ?? tooBig ?? undefined}
        hint={out ? `Result: ${out.width} × ${out.height} px (${megapixels(out.width * out.height)})` : `From ${OUTSCALE_MIN}× to ${OUTSCALE_MAX}×; the result is exactly the input size times the scale.`}
      >
        <Slider min={OUTSCALE_MIN} max={OUTSCALE_MAX} step={0.5} format={(v) => `${v}×`} {...form.register('outscale', { valueAsNumber: true })} value={outscale} />
      </Field>
      <Button type="submit" className="w-full" busy={busy} disabled={!source || tooBig !== null}>
        Upscale {outscale}×
      </Button>
    </form>
  );
}

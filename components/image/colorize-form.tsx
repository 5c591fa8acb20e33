'use client';

import { useEffect } from 'react';
import { useContractForm } from '@/lib/client/form';
import { Button } from '@/components/ui/button';
import type { RunRequest } from './use-image-run';

export function ColorizeForm({ source, busy, onRun }: { source: string | null; busy: boolean; onRun: (request: RunRequest) => void }) {
  const form = useContractForm(() => import('@/lib/contract/image').then((m) => m.colorizeRequest), { defaultValues: { init_image: source ?? '' } });
  const { setValue } = form;
  useEffect(() => setValue('init_image', source ?? '', { shouldValidate: !!source }), [setValue, source]);
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((input) => onRun({ op: 'colorize', input }))}>
      <p className="text-sm text-ink-muted dark:text-ink-muted-dark">
        Colours are inferred without a neural network: skin on faces, blue sky, green vegetation, and a warm tint elsewhere, spread along the photo’s own edges. A colour photo is
        made black and white first.
      </p>
      <Button type="submit" className="w-full" busy={busy} disabled={!source}>
        Colorize
      </Button>
    </form>
  );
}

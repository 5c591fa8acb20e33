'use client';

import { useEffect } from 'react';
import { BACKGROUND_ENHANCE, BACKGROUND_ENHANCE_INFO, BOKEH, BOKEH_INFO, COLOR_ENHANCE, COLOR_ENHANCE_INFO, FACE_ENHANCE, FACE_ENHANCE_INFO, FACE_LIFTING, FACE_LIFTING_INFO, UNBLUR_PIPELINE_DEFAULTS as DEFAULT_PIPELINE } from '@/lib/contract/limits/image';
import { useContractForm } from '@/lib/client/form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import type { RunRequest } from './use-image-run';

const SELECTS = [
  { name: 'bokeh', label: 'Background blur (bokeh)', values: BOKEH, info: BOKEH_INFO },
  { name: 'color_enhance', label: 'Colour look', values: COLOR_ENHANCE, info: COLOR_ENHANCE_INFO },
  { name: 'background_enhance', label: 'Background upscaler', values: BACKGROUND_ENHANCE, info: BACKGROUND_ENHANCE_INFO },
  { name: 'face_lifting', label: 'Face lifting style', values: FACE_LIFTING, info: FACE_LIFTING_INFO },
  { name: 'face_enhance', label: 'Face restoration', values: FACE_ENHANCE, info: FACE_ENHANCE_INFO },
] as const;

/** "orange-teal_v2" → "Orange teal v2": the values are ids, the hint says what they do. */
const title = (value: string) => value.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function UnblurForm({ source, busy, onRun }: { source: string | null; busy: boolean; onRun: (request: RunRequest) => void }) {
  const form = useContractForm(() => import('@/lib/contract/image').then((m) => m.unblurRequest), { defaultValues: { init_image: source ?? '', pipeline: DEFAULT_PIPELINE } });
  const { setValue } = form;
  useEffect(() => setValue('init_image', source ?? '', { shouldValidate: !!source }), [setValue, source]);
  const pipeline = form.watch('pipeline') as Record<string, string> | undefined;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((input) => onRun({ op: 'unblur', input }))}>
      {SELECTS.map((select) => {
        const value = (pipeline?.[select.name] ?? DEFAULT_PIPELINE[select.name]) as keyof typeof select.info;
        return (
          <Field key={select.name} label={select.label} hint={select.info[value]} error={form.formState.errors.pipeline?.[select.name]?.message}>
            <Select {...form.register(`pipeline.${select.name}`)}>
              {select.values.map((v) => (
                <option key={v} value={v}>
                  {title(v)}
                  {v === DEFAULT_PIPELINE[select.name] ? ' (default)' : ''}
                </option>
              ))}
            </Select>
          </Field>
        );
      })}
      <Button type="submit" className="w-full" busy={busy} disabled={!source}>
        Unblur
      </Button>
    </form>
  );
}

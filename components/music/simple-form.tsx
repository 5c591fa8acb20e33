'use client';

import { MUSIC_MODELS, SIMPLE_PROMPT_MAX } from '@/lib/contract/limits/music';
import type { GenerationRecord } from '@/lib/contract/music';
import { useEndpointMutation } from '@/lib/client';
import { Controller, useContractForm } from '@/lib/client/form';
import { useTabDraft } from '@/lib/client/tab-draft';
import { musicApi } from '@/lib/client/endpoints/music';
import { Field } from '@/components/ui/field';
import { CreateSongsButton } from './create-songs-button';
import { parseSimpleDraft, SIMPLE_DRAFT_KEY } from './draft';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/input';

const EXAMPLES = ['A happy lofi song about rainy mornings', 'Epic orchestral theme for a mountain journey, 2 min', 'Sad piano ballad in D minor about an empty room', 'Energetic edm track, 128 bpm'];

/** Simple mode: a description; the engine picks style from its words and writes the lyrics. */
export function SimpleForm({ onCreated }: { onCreated: (records: GenerationRecord[]) => void }) {
  const form = useContractForm(() => import('@/lib/contract/music').then((m) => m.simpleRequest), { defaultValues: { prompt: '', instrumental: false, model: MUSIC_MODELS[0] } });
  useTabDraft(SIMPLE_DRAFT_KEY, form.watch(), parseSimpleDraft, (saved) => form.reset(saved));
  const mutation = useEndpointMutation(musicApi.simple, { onSuccess: onCreated });
  const prompt = form.watch('prompt') ?? '';
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="space-y-4">
      <Field
        label="Describe the song"
        error={form.formState.errors.prompt?.message}
        hint="Genre, mood, instruments, tempo (90 bpm), key (in D minor), a waltz (3/4), 5/4, 6/8 or 12/8, length (30 s, 2 min) and what it is about."
      >
        <Textarea {...form.register('prompt')} rows={4} placeholder="A happy lofi song about rainy mornings" maxLength={SIMPLE_PROMPT_MAX} />
      </Field>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label="Example descriptions">
        {EXAMPLES.map((example) => (
          <button
            key={example}
            type="button"
            onClick={() => form.setValue('prompt', example, { shouldValidate: true, shouldDirty: true })}
            className="rounded-full border border-line px-2.5 py-1 text-xs hover:bg-accent-soft dark:border-line-dark dark:hover:bg-accent-soft-dark"
          >
            {example}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Controller
          name="instrumental"
          control={form.control}
          render={({ field }) => <Switch checked={!!field.value} onChange={field.onChange} label="Instrumental (no vocals)" />}
        />
        <span className="text-xs text-ink-muted tabular-nums dark:text-ink-muted-dark">{prompt.length}/{SIMPLE_PROMPT_MAX}</span>
      </div>
      <CreateSongsButton pending={mutation.isPending} error={mutation.error} />
    </form>
  );
}

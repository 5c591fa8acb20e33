'use client';

import { ADVANCE_LIMITS, MUSIC_MODELS } from '@/lib/contract/limits/music';
import type { GenerationRecord } from '@/lib/contract/music';
import { useEndpointMutation } from '@/lib/client';
import { Controller, useContractForm } from '@/lib/client/form';
import { useTabDraft } from '@/lib/client/tab-draft';
import { musicApi } from '@/lib/client/endpoints/music';
import { Field } from '@/components/ui/field';
import { CreateSongsButton } from './create-songs-button';
import { CUSTOM_DRAFT_KEY, parseCustomDraft } from './draft';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { LyricsEditor } from './lyrics-editor';
import { TagChips } from './tag-chips';

const SAMPLE_LYRICS = '[Verse]\nRain on the window, whispering my name\nCoffee getting colder, nothing is the same\n\n[Chorus]\nStay with me tonight\nUntil the morning light';

/** Custom mode: title, style tags, tags to avoid, and lyrics whose labels shape the song. */
export function CustomForm({ onCreated }: { onCreated: (records: GenerationRecord[]) => void }) {
  const form = useContractForm(() => import('@/lib/contract/music').then((m) => m.advanceRequest), {
    defaultValues: { title: '', tags: '', negative_tags: '', prompt: '', instrumental: false, model: MUSIC_MODELS[0] },
  });
  useTabDraft(CUSTOM_DRAFT_KEY, form.watch(), parseCustomDraft, (saved) => form.reset(saved));
  const mutation = useEndpointMutation(musicApi.advance, { onSuccess: onCreated });
  const errors = form.formState.errors;
  const instrumental = form.watch('instrumental');
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="space-y-4">
      <Field label="Title" error={errors.title?.message}>
        <Input {...form.register('title')} placeholder="Rain" maxLength={ADVANCE_LIMITS.title} autoComplete="off" />
      </Field>
      <Controller
        name="tags"
        control={form.control}
        render={({ field }) => (
          <div className="space-y-2">
            <Field label="Style tags" error={errors.tags?.message} hint="Words the composer knows are listed below; others are kept as the song's tags.">
              <Input value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} placeholder="lofi, sad, piano, 80 bpm" maxLength={ADVANCE_LIMITS.tags} autoComplete="off" />
            </Field>
            <TagChips label="Add a style tag" value={field.value ?? ''} onChange={(tags) => field.onChange(tags)} />
          </div>
        )}
      />
      <Field label="Leave out" error={errors.negative_tags?.message} hint="Instruments or styles to avoid, e.g. drums, piano, rock.">
        <Input {...form.register('negative_tags')} placeholder="drums" maxLength={ADVANCE_LIMITS.tags} autoComplete="off" />
      </Field>
      <Controller
        name="prompt"
        control={form.control}
        render={({ field }) => (
          <Field
            label={instrumental ? 'Lyrics (optional: their labels still shape the song)' : 'Lyrics'}
            error={errors.prompt?.message}
            hint="Section labels in brackets set the form; each line becomes a sung phrase."
          >
            <LyricsEditor value={field.value ?? ''} onInsert={(text) => field.onChange(text)} onChange={field.onChange} onBlur={field.onBlur} placeholder={SAMPLE_LYRICS} maxLength={ADVANCE_LIMITS.lyrics} />
          </Field>
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Controller
          name="instrumental"
          control={form.control}
          render={({ field }) => (
            <Switch
              checked={!!field.value}
              onChange={(value) => {
                field.onChange(value);
                void form.trigger('prompt');
              }}
              label="Instrumental (no vocals)"
            />
          )}
        />
        <button
          type="button"
          className="text-xs font-medium text-accent underline-offset-2 hover:underline dark:text-accent-dark"
          onClick={() => {
            form.setValue('title', form.getValues('title') || 'Rain', { shouldValidate: true });
            form.setValue('tags', form.getValues('tags') || 'lofi, sad, 80 bpm', { shouldValidate: true });
            form.setValue('prompt', SAMPLE_LYRICS, { shouldValidate: true });
          }}
        >
          Fill with an example
        </button>
      </div>
      <CreateSongsButton pending={mutation.isPending} error={mutation.error} />
    </form>
  );
}

'use client';

import { useMemo, useState } from 'react';
import { Alert, ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/input';
import { Slider } from '@/components/ui/slider';
import { Tabs } from '@/components/ui/tabs';
import { type PickedMedia } from '@/components/ui/file-drop';
import { lazyPart } from '@/components/ui/lazy-part';
import { NUM_IMAGE_MAX } from '@/lib/contract/limits/face';
import { useEndpointMutation, useEndpointQuery } from '@/lib/client';
import { fileStem } from '@/lib/client/file-name';
import { useContractForm } from '@/lib/client/form';
import { useLeaveWarning } from '@/lib/client/leave-warning';
import { useTabDraft } from '@/lib/client/tab-draft';
import { faceApi } from '@/lib/client/endpoints/face';
import { referenceEntries, styleEntries } from './catalogue';
import { FACE_DRAFT_KEY, parseFaceDraft, type FaceMode } from './draft';
import { PhotoPicker } from './photo-picker';
import type { FaceResult } from './results';
import { StyleGallery } from './style-gallery';

// The makeup references load when their tab is chosen; the results (with the before/after
// divider) when there are results.
const ReferencePicker = lazyPart(() => import('./reference-picker').then((m) => m.ReferencePicker));
const FaceResults = lazyPart(() => import('./results').then((m) => m.FaceResults));

type Mode = FaceMode;
const MODES: Array<{ id: Mode; label: string }> = [
  { id: 'style', label: 'Styles' },
  { id: 'age', label: 'Age' },
  { id: 'makeup', label: 'Makeup' },
];

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const stem = (name: string) => fileStem(name, 'portrait', 40);

/**
 * The face studio: choose a portrait (upload, paste, URL or the sample), then restyle it
 * from the gallery, move its apparent age, or borrow the makeup of a reference face.
 * Every result is shown with a before/after divider and can be downloaded.
 */
export function FaceStudio() {
  const catalogue = useEndpointQuery(faceApi.styles, {}, { staleTime: 5 * 60_000 });
  const [photo, setPhoto] = useState<PickedMedia | null>(null);
  const [mode, setMode] = useState<Mode>('style');
  const [styleId, setStyleId] = useState<string | null>(null);
  const [ageIndex, setAgeIndex] = useState<number | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [results, setResults] = useState<FaceResult[]>([]);

  const styles = catalogue.data ? styleEntries(catalogue.data) : [];
  const references = catalogue.data ? referenceEntries(catalogue.data) : [];
  const ages = catalogue.data?.age ?? [];
  // A step or reference kept from a catalogue that has since changed counts as none chosen.
  const ageStep = ageIndex !== null && ageIndex < ages.length ? ageIndex : Math.min(4, ages.length - 1);
  const age = ages[ageStep] ?? null;
  const chosenReference = references.some((r) => r.url === reference) ? reference : null;
  const chosenStyle = styles.find((s) => s.id === styleId) ?? null;

  function addResults(items: Omit<FaceResult, 'id' | 'before'>[]) {
    if (!photo) return;
    setResults((current) => [...items.map((item) => ({ ...item, id: newId(), before: photo.preview })), ...current].slice(0, 24));
  }

  const transform = useEndpointMutation(faceApi.transform, {
    onSuccess: (result) =>
      addResults(
        result.images.map((url, index) => ({
          title: `${chosenStyle?.label ?? result.style_id}${result.images.length > 1 ? ` · variation ${index + 1}` : ''}`,
          detail: (result.prompt_words as string[] | undefined)?.length ? `prompt: ${(result.prompt_words as string[]).join(', ')}` : undefined,
          after: url,
          seconds: result.backend_processing_time,
          downloadName: `${stem(photo?.name ?? '')}-${result.style_id}-${index + 1}`,
        })),
      ),
  });
  const ageChange = useEndpointMutation(faceApi.age, {
    onSuccess: (result) => {
      const before = (result.estimated_age_before as number[] | undefined) ?? [];
      const after = (result.estimated_age_after as Array<number | null> | undefined) ?? [];
      const estimate = before[0] !== undefined && after[0] != null ? `estimated ${Math.round(before[0])} → ${Math.round(after[0])}` : undefined;
      addResults([{ title: `Age ${result.age}`, detail: estimate, after: result.images[0]!, seconds: result.backend_processing_time, downloadName: `${stem(photo?.name ?? '')}-age-${result.age}` }]);
    },
  });
  const makeup = useEndpointMutation(faceApi.makeup, {
    onSuccess: (result) => {
      const label = references.find((r) => r.url === result.reference_image)?.label ?? 'reference';
      addResults([{ title: `Makeup: ${label}`, after: result.images[0]!, seconds: result.backend_processing_time, downloadName: `${stem(photo?.name ?? '')}-makeup` }]);
    },
  });

  const form = useContractForm(() => import('@/lib/contract/face').then((m) => m.transformRequest), { defaultValues: { init_image: '', style_id: '', prompt: '', num_image: 1 } });
  const busy = transform.isPending || ageChange.isPending || makeup.isPending;
  useLeaveWarning(busy);
  const error = mode === 'style' ? transform.error : mode === 'age' ? ageChange.error : makeup.error;

  const submitStyle = form.handleSubmit((values) => transform.mutate(values));

  // The form validates the whole request with the contract's schema, so the photo and the
  // style are part of it too.
  function pickPhoto(next: PickedMedia) {
    setPhoto(next);
    form.setValue('init_image', next.url, { shouldValidate: true });
  }
  // The portrait, its results and what was chosen for the next run survive a reload of the tab (draft.ts).
  const prompt = String(form.watch('prompt') ?? '');
  const numImage = Number(form.watch('num_image'));
  const draft = useMemo(
    () => ({ photo, results, choices: { mode, styleId, prompt, numImage, ageIndex, reference } }),
    [photo, results, mode, styleId, prompt, numImage, ageIndex, reference],
  );
  useTabDraft(FACE_DRAFT_KEY, draft, parseFaceDraft, (saved) => {
    if (saved.photo) pickPhoto(saved.photo);
    setResults(saved.results);
    const choices = saved.choices;
    if (!choices) return;
    setMode(choices.mode);
    if (choices.styleId) pickStyle(choices.styleId);
    form.setValue('prompt', choices.prompt);
    form.setValue('num_image', choices.numImage);
    setAgeIndex(choices.ageIndex);
    setReference(choices.reference);
  });
  function pickStyle(id: string) {
    setStyleId(id);
    form.setValue('style_id', id, { shouldValidate: true });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <Card className="h-fit">
        <CardTitle>Portrait</CardTitle>
        <PhotoPicker photo={photo} sample={catalogue.data?.sample_image ?? null} onPick={pickPhoto} />
      </Card>

      <div className="min-w-0 space-y-6">
        <Card>
          <Tabs tabs={MODES} value={mode} onChange={setMode} label="What to do with the face">
            {catalogue.isPending && <p className="text-sm text-ink-muted dark:text-ink-muted-dark">Loading the catalogue…</p>}
            <ErrorMessage error={catalogue.error} />
            {catalogue.data && mode === 'style' && (
              <form onSubmit={submitStyle} className="space-y-4" aria-label="Style">
                <StyleGallery styles={styles} value={styleId} onChange={pickStyle} />
                {chosenStyle?.description && <p className="text-sm text-ink-muted dark:text-ink-muted-dark">{chosenStyle.description}</p>}
                <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
                  <Field
                    label="Prompt (optional)"
                    hint="Colour words (blue, gold, pink…), intensity (subtle, bold) and mood (dark, vivid, monochrome) steer the style."
                    error={form.formState.errors.prompt?.message}
                  >
                    <Textarea rows={2} className="min-h-16" placeholder="e.g. bold and blue" {...form.register('prompt')} />
                  </Field>
                  <Field label="Variations" error={form.formState.errors.num_image?.message}>
                    <Select {...form.register('num_image', { valueAsNumber: true })}>
                      {Array.from({ length: NUM_IMAGE_MAX }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
                <Button type="submit" busy={transform.isPending} disabled={!photo || !chosenStyle || busy}>
                  {transform.isPending ? 'Styling…' : 'Apply style'}
                </Button>
                {(!photo || !chosenStyle) && <p className="text-sm text-ink-muted dark:text-ink-muted-dark">{!photo ? 'Choose a portrait first.' : 'Pick a style from the gallery.'}</p>}
              </form>
            )}
            {catalogue.data && mode === 'age' && (
              <div className="space-y-4">
                <Field label="Target age" hint="The face is moved from its estimated age towards this one: shape, skin texture and hair tone.">
                  <Slider
                    min={0}
                    max={Math.max(0, ages.length - 1)}
                    step={1}
                    value={ageStep}
                    onChange={(e) => setAgeIndex(Number(e.target.value))}
                    format={(index) => `${ages[index] ?? ''} y`}
                    aria-valuetext={age ? `${age} years` : undefined}
                  />
                </Field>
                <Button onClick={() => photo && age && ageChange.mutate({ init_image: photo.url, age })} busy={ageChange.isPending} disabled={!photo || !age || busy}>
                  {ageChange.isPending ? 'Changing age…' : `Make it ${age ?? ''}`}
                </Button>
                {!photo && <p className="text-sm text-ink-muted dark:text-ink-muted-dark">Choose a portrait first.</p>}
              </div>
            )}
            {catalogue.data && mode === 'makeup' && (
              <div className="space-y-4">
                <p className="text-sm text-ink-muted dark:text-ink-muted-dark">Lip colour, eye shadow, blush and skin tone are taken from the reference face.</p>
                <ReferencePicker references={references} value={chosenReference} onChange={setReference} />
                <Button
                  onClick={() => photo && chosenReference && makeup.mutate({ init_image: photo.url, reference_image: chosenReference })}
                  busy={makeup.isPending}
                  disabled={!photo || !chosenReference || busy}
                >
                  {makeup.isPending ? 'Applying makeup…' : 'Apply makeup'}
                </Button>
                {(!photo || !chosenReference) && <p className="text-sm text-ink-muted dark:text-ink-muted-dark">{!photo ? 'Choose a portrait first.' : 'Pick a reference face.'}</p>}
              </div>
            )}
          </Tabs>
          <div className="mt-4 space-y-2" aria-live="polite">
            {busy && <Alert>Working on the faces… this takes a few seconds per picture.</Alert>}
            <ErrorMessage error={error} />
          </div>
        </Card>
        {results.length > 0 && <FaceResults results={results} onClear={() => setResults([])} />}
      </div>
    </div>
  );
}

'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useId, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Alert, ErrorMessage } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { lazyPart } from '@/components/ui/lazy-part';
import { TRANSLATE_PAGE_TEXT_MAX, TRANSLATE_TEXT_MAX } from '@/lib/contract/limits/translate';
import { useEndpointMutation, useEndpointQuery } from '@/lib/client';
import { loadPart } from '@/lib/client/api';
import { useContractForm } from '@/lib/client/form';
import { useLeaveWarning } from '@/lib/client/leave-warning';
import { useTabDraft } from '@/lib/client/tab-draft';
import { translateApi } from '@/lib/client/endpoints/translate';
import { grouped } from '@/lib/contract/limits/figures';
import { linkKey, parseTranslateDraft, TRANSLATE_DRAFT_KEY } from './draft';
import { nameOf } from './language-names';
import { LanguageSelect } from './language-select';
import { fitsInLink, readShared } from './share-link';
import { TranslationCard, type Shown } from './translation-card';
import { UNLISTED_LANGUAGES } from './unlisted-languages';
import { useLanguageOptions } from './use-language-options';
import { useLiveDetection } from './use-live-detection';
import type { TranslationPlan } from './plan';
import { sameValues, useLongTranslation, type LongPartial } from './use-long-translation';
import { useRecentTranslations, type RecentTranslation } from './use-recent';
import { loadPlan, mayNeedPlan, useTranslationPlan, type PlanModule } from './use-translation-plan';
import type { OpenedFile } from './opened-file';

const AUTO = 'auto';
const DEFAULT_TARGET = 'es';
// Drawn once there is something recent (after the first paint, from storage): loaded then.
// Without its file (the studio updated under the page) the list is left out, not the page.
const RecentList = lazyPart(() => import('./recent-list').then((m) => m.RecentList), () => null);
/** What Open file offers (document-file.ts reads it). */
const DOCUMENT_TYPES = '.txt,.md,.srt,.vtt,text/plain,text/markdown,text/vtt';

/**
 * The translator: source (or detect) and target pickers fed by GET /translate/languages,
 * the text with its length rule from the contract, translation on click or Ctrl+Enter (text
 * longer than one request takes goes in parts, subtitles cue by cue: use-long-translation.ts),
 * a document opened from a file and its translation saved as one (document-file.ts), copy, a
 * share link, and the recent translations of this browser.
 */
export function TranslatorStudio() {
  const params = useSearchParams();
  const textId = useId();
  const counterId = `${textId}-counter`;
  const errorId = `${textId}-error`;

  const languagesQuery = useEndpointQuery(translateApi.languages, {}, { staleTime: 5 * 60_000 });
  // The hosted upstream lists no languages: offer the common ones, every pair, and let it say no.
  const unlisted = languagesQuery.error?.code === 'not_offered_upstream';
  const languages = languagesQuery.data?.languages ?? (unlisted ? UNLISTED_LANGUAGES : undefined);
  const form = useContractForm(() => import('@/lib/contract/translate').then((m) => m.pageTranslateRequest), {
    defaultValues: { text: '', source_lang: AUTO, target_lang: DEFAULT_TARGET },
  });
  const { register, handleSubmit, watch, setValue, formState } = form;
  const text = watch('text') ?? '';
  const source = watch('source_lang') ?? AUTO;
  const target = watch('target_lang');

  const predict = useEndpointMutation(translateApi.predict);
  const long = useLongTranslation();
  useLeaveWarning(long.running);
  const recent = useRecentTranslations();
  const [shown, setShown] = useState<Shown | null>(null);
  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null);
  // The file the text was opened from, whose name and kind the translation is saved under.
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  // What went wrong with a file, a save, a share link or a part of the page that would not load.
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const plan = useTranslationPlan(text);
  // Detection reads what one request takes: a long text's first part, subtitles' first cues.
  const detectable = useMemo(() => {
    if (!plan) return text;
    let sample = '';
    for (const { text: part } of plan.split.parts) {
      if (sample && sample.length + 1 + part.length > TRANSLATE_TEXT_MAX) break;
      sample += (sample ? '\n' : '') + part;
    }
    return sample;
  }, [plan, text]);
  const { detected, remember } = useLiveDetection(detectable, source === AUTO);
  const effectiveSource = source === AUTO ? detected : source;
  const { sourceOptions, targetOptions, targetReachable, canSwap } = useLanguageOptions(languages, effectiveSource, target, unlisted);
  // A share link may name a source the list lacks: offered too, or the picker would show
  // "Detect language" while that source is what is sent (and picking Detect would change nothing).
  const sourceChoices =
    source !== AUTO && !sourceOptions.some((o) => o.code === source) ? [...sourceOptions, { code: source, name: nameOf(source, languages) }] : sourceOptions;

  const translate = useCallback(
    async (values: { text: string; source_lang: string; target_lang: string }, from?: LongPartial) => {
      setLink(null);
      setProblem(null);
      // A text that may go in parts loads the splitters (plan.ts) before it is sent.
      let plan: TranslationPlan | null = null;
      let planModule: PlanModule | null = null;
      if (from || mayNeedPlan(values.text)) {
        planModule = await loadPlan().catch((failure: Error) => {
          setProblem(failure.message);
          return null;
        });
        if (!planModule) return;
        plan = from ? planModule.planOf(values.text) : planModule.translationPlan(values.text);
      }
      const done = (result: { text: string; lang: string; path?: string[]; engine?: string }) => {
        setShown({ text: result.text, lang: result.lang, path: result.path, source: values.source_lang, engine: result.engine });
        if (values.source_lang === AUTO) remember(plan ? detectable : values.text, result.lang);
        // Subtitles are listed by their words (their first line is a cue number and times), a post by its text after its front matter.
        const preview = planModule ? { text: planModule.recentPreview(values.text), output: planModule.recentPreview(result.text) } : null;
        recent.add({
          text: values.text,
          source: values.source_lang,
          target: values.target_lang,
          lang: result.lang,
          output: result.text,
          at: Date.now(),
          ...(opened ? { file: opened } : {}),
          ...(preview?.text && preview.output ? { preview: { text: preview.text, output: preview.output } } : {}),
        });
      };
      if (plan) {
        predict.reset();
        if (!from) setShown(null);
        void long.run(values, plan, (sofar) => setShown({ ...sofar, source: values.source_lang }), done, from);
        return;
      }
      long.reset();
      predict.mutate(values, { onSuccess: done });
    },
    [predict, long, recent, remember, detectable, opened],
  );
  const submit = handleSubmit((values) => void translate(values));

  // The tab's work comes back after a reload. A share link opens with its text and languages,
  // and translates them, unless this tab opened that same link before: then its reload keeps
  // what the user has done since (an edit of the text is not put back to the link's).
  const shared = useMemo(() => readShared(new URLSearchParams(params.toString())), [params]);
  const sharedLink = linkKey(shared);
  const [openedLink, setOpenedLink] = useState<string | null>(null);
  // Part of a long text's translation (running, stopped or failed) is kept as such, not as
  // the translation shown: after a reload it comes back stopped, to go on from its next part.
  const keptShown = long.progress ? null : shown;
  const draft = useMemo(
    () => ({ text, source_lang: source, target_lang: target ?? DEFAULT_TARGET, shown: keptShown, link: openedLink, partial: long.partial, file: opened }),
    [text, source, target, keptShown, openedLink, long.partial, opened],
  );
  useTabDraft(
    TRANSLATE_DRAFT_KEY,
    draft,
    (raw) => {
      const saved = parseTranslateDraft(raw, AUTO);
      return saved && (sharedLink === null || saved.link === sharedLink) ? saved : null;
    },
    (saved) => {
      form.reset({ text: saved.text, source_lang: saved.source_lang, target_lang: saved.target_lang });
      setShown(saved.shown);
      setOpenedLink(saved.link);
      setOpened(saved.file);
      if (saved.partial) {
        const { lang, path, engine, values } = saved.partial;
        long.restore(saved.partial, (sofar) => setShown({ text: sofar, lang, path, engine, source: values.source_lang }));
      }
    },
    () => {
      if (!shared.text) return;
      form.reset({ text: shared.text, source_lang: shared.source ?? AUTO, target_lang: shared.target ?? DEFAULT_TARGET });
      setOpenedLink(sharedLink);
      void submit();
    },
  );

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  }

  function swap() {
    if (!effectiveSource || !target) return;
    const nextText = shown?.text ?? text;
    setValue('source_lang', target, { shouldValidate: true });
    setValue('target_lang', effectiveSource, { shouldValidate: true });
    setValue('text', nextText, { shouldValidate: true, shouldDirty: true });
    setShown(null);
    setLink(null);
    predict.reset();
    long.reset();
  }

  /** A document picked or dropped: its text replaces the box's, to translate from the start. */
  async function open(file: File | undefined) {
    if (!file) return;
    const read = await loadPart(() => import('./document-file')).then(
      ({ readDocument }) => readDocument(file),
      (error: Error) => ({ ok: false as const, message: error.message }),
    );
    setProblem(read.ok ? null : read.message);
    if (!read.ok) return;
    setValue('text', read.text, { shouldValidate: true, shouldDirty: true });
    setOpened({ name: file.name, lineEnd: read.lineEnd });
    setShown(null);
    setLink(null);
    predict.reset();
    long.reset();
  }

  function onDrop(event: DragEvent<HTMLTextAreaElement>) {
    // Dropped text goes in where it falls, as in any box; a dropped file is opened.
    if (!event.dataTransfer.files.length) return;
    event.preventDefault();
    void open(event.dataTransfer.files[0]);
  }

  function restore(item: RecentTranslation) {
    setOpened(item.file ?? null);
    form.reset({ text: item.text, source_lang: item.source, target_lang: item.target });
    setShown({ text: item.output, lang: item.lang, source: item.source });
    setLink(null);
    predict.reset();
    long.reset();
  }

  async function share() {
    const shared = { text, source, target: target ?? DEFAULT_TARGET };
    await loadPart(() => import('./copy-share-link')).then(
      async ({ copyShareLink, shareUrl }) => setLink(await copyShareLink(shareUrl(window.location.href, shared))),
      (error: Error) => setProblem(error.message),
    );
  }

  const textError = formState.errors.text?.message;
  const overLimit = text.length > TRANSLATE_PAGE_TEXT_MAX;
  const shareable = Boolean(text) && !textError && fitsInLink({ text, source, target: target ?? DEFAULT_TARGET });

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Translator">
        {/* On a phone "Detect language: English" needs the row: the target goes under it. */}
        <div className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_auto_1fr]">
          <LanguageSelect
            label="Translate from"
            options={sourceChoices}
            autoOption={detected && source === AUTO ? `Detect language: ${nameOf(detected, languages)}` : 'Detect language'}
            loading={languagesQuery.isPending}
            {...register('source_lang')}
            // Controlled as well: the value may be set (share link, swap) before its option exists.
            value={source}
          />
          <Button variant="secondary" onClick={swap} disabled={!canSwap} aria-label="Swap languages" title={canSwap ? 'Swap languages' : 'This pair cannot be swapped'} className="mb-0 px-3">
            <span aria-hidden>⇄</span>
          </Button>
          <div className="col-span-2 min-w-0 sm:col-span-1">
            <LanguageSelect label="Translate to" options={targetOptions} loading={languagesQuery.isPending} {...register('target_lang')} value={target ?? ''} />
          </div>
        </div>
        {source === AUTO && detected && (
          <p className="-mt-2 text-sm text-ink-muted dark:text-ink-muted-dark" data-testid="detected">
            Detected: <strong className="font-medium text-ink dark:text-ink-dark">{nameOf(detected, languages)}</strong>
          </p>
        )}
        {!targetReachable && effectiveSource && target && (
          <p className="-mt-2 text-sm text-danger dark:text-danger-dark" data-testid="unreachable-pair">
            {nameOf(effectiveSource, languages)} cannot be translated to {nameOf(target, languages)} here.
            {/* A guess from a few words can be wrong ("Hello" reads as Finnish). */}
            {source === AUTO && ' If the text is in another language, choose it under “Translate from”.'}
          </p>
        )}
        {unlisted ? (
          <Alert tone="info">The hosted service behind this studio does not list the languages it translates, so every pair is offered; it says so if it cannot translate one.</Alert>
        ) : (
          <ErrorMessage error={languagesQuery.error} />
        )}

        <div className="grid gap-4 md:grid-cols-2">
          <Card className="grid content-start gap-2">
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={textId} className="text-sm font-medium">
                Text
              </label>
              <span className="flex items-center gap-2">
                <span id={counterId} className={cn('text-xs tabular-nums', overLimit ? 'font-semibold text-danger dark:text-danger-dark' : 'text-ink-muted dark:text-ink-muted-dark')}>
                  {grouped(text.length)} / {grouped(TRANSLATE_PAGE_TEXT_MAX)}
                </span>
                <Button variant="ghost" size="sm" onClick={() => picker.current?.click()} title="Plain text, Markdown or subtitles (SRT, WebVTT); or drop one on the box">
                  Open file
                </Button>
                <input
                  ref={picker}
                  type="file"
                  accept={DOCUMENT_TYPES}
                  hidden
                  aria-label="Document to translate"
                  onChange={(e) => {
                    void open(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </span>
            </div>
            <textarea
              id={textId}
              {...register('text')}
              onKeyDown={onKeyDown}
              onDrop={onDrop}
              rows={8}
              dir="auto"
              placeholder="Type or paste text to translate"
              aria-invalid={textError ? true : undefined}
              aria-describedby={textError ? `${counterId} ${errorId}` : counterId}
              className={cn(
                'min-h-44 w-full resize-y rounded-lg border border-line bg-panel px-3 py-2 text-base leading-relaxed text-ink placeholder:text-ink-muted/70',
                'aria-[invalid=true]:border-danger dark:border-line-dark dark:bg-panel-dark dark:text-ink-dark dark:placeholder:text-ink-muted-dark/70 dark:aria-[invalid=true]:border-danger-dark',
              )}
            />
            {plan && !overLimit && (
              <p className="text-xs text-ink-muted dark:text-ink-muted-dark" data-testid="parts-note">
                {plan.note}
              </p>
            )}
            {problem && (
              <p role="alert" className="text-sm font-medium text-danger dark:text-danger-dark">
                {problem}
              </p>
            )}
            {textError && (
              <p id={errorId} role="alert" className="text-sm font-medium text-danger dark:text-danger-dark">
                Text {textError}
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-xs text-ink-muted dark:text-ink-muted-dark">
                <kbd className="rounded border border-line px-1 font-mono dark:border-line-dark">Ctrl</kbd> +{' '}
                <kbd className="rounded border border-line px-1 font-mono dark:border-line-dark">Enter</kbd> to translate
              </span>
              <Button type="submit" busy={predict.isPending || long.running}>
                Translate
              </Button>
            </div>
          </Card>

          <TranslationCard
            shown={shown}
            target={target}
            languages={languages}
            pending={predict.isPending || long.running}
            error={predict.error ?? long.error}
            progress={long.progress}
            onStop={long.stop}
            // Goes on from the next part while the text and languages are those it was started with.
            onContinue={long.partial && !long.running && sameValues(long.partial.values, { text, source_lang: source, target_lang: target }) ? () => void translate(long.partial!.values, long.partial!) : undefined}
            canShare={shareable}
            shareNote={Boolean(text) && !textError && !shareable ? 'Too long to share as a link: copy the text instead.' : undefined}
            onShare={share}
            link={link}
            opened={opened}
            onSaveFailed={(error) => setProblem(error.message)}
            autoCode={AUTO}
          />
        </div>
      </form>

      {recent.items.length > 0 && (
        <RecentList items={recent.items} onPick={restore} onClear={recent.clear} nameOf={(code) => (code === AUTO ? 'Detected' : nameOf(code, languages))} />
      )}
    </div>
  );
}

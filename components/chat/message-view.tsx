'use client';

import { useState } from 'react';
import { ProblemAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { answerFigures } from './answer-figures';
import { FunctionCard } from './function-card';
import { LazyMarkdown } from './lazy-markdown';
import { answerText, type ChatMessage } from './model';
import { QuestionView } from './question-view';

/** What an answer on screen is given. */
interface AnswerProps {
  message: ChatMessage;
  isLast: boolean;
  busy: boolean;
  onRegenerate: () => void;
  /** Asks the model to go on from an answer cut at the length limit. */
  onContinue: () => void;
}

/** One turn: the user's question (question-view.tsx), or the assistant's answer with its function cards. */
export function MessageView({
  onEdit,
  onChooseTake,
  onChooseVersion,
  ...answer
}: AnswerProps & {
  onEdit: (messageId: string, text: string) => void;
  /** Makes take `index` of an answer (its earlier takes, then itself) the one the conversation goes on from. */
  onChooseTake: (messageId: string, index: number) => void;
  /** Puts version `index` of a question (Edit's, versions.ts) and what followed it on screen. */
  onChooseVersion: (index: number) => void;
}) {
  const { message, busy } = answer;
  if (message.role === 'user') return <QuestionView message={message} busy={busy} onEdit={(text) => onEdit(message.id, text)} onChooseVersion={onChooseVersion} />;
  return <AnswerView {...answer} onChooseTake={(index) => onChooseTake(message.id, index)} />;
}

/** An answer, with its function cards, and its earlier takes (Regenerate's) to page through. */
function AnswerView({ message, isLast, busy, onRegenerate, onContinue, onChooseTake }: AnswerProps & { onChooseTake: (index: number) => void }) {
  const takes = message.earlier ?? [];
  // Which take is on screen: the answer itself (the last) unless an earlier one was paged to.
  const [paged, setPaged] = useState<number | null>(null);
  const at = paged ?? takes.length;
  const take = takes[at] ?? message;
  const streaming = message.status === 'streaming';
  const parts = take.parts ?? (take.content ? [{ kind: 'text' as const, text: take.content }] : []);
  const text = answerText(take);
  const figures = answerFigures(take);
  return (
    <article aria-label="Assistant" aria-busy={streaming || undefined} data-testid="assistant-message" data-status={take.status ?? 'done'} className="min-w-0">
      <div className="min-w-0">
        {parts.map((part, i) => (part.kind === 'text' ? <LazyMarkdown key={i} text={part.text} /> : <FunctionCard key={i} part={part} />))}
        {streaming && parts.length === 0 && (
          <p className="text-sm text-ink-muted dark:text-ink-muted-dark" role="status">
            Thinking…
          </p>
        )}
        {streaming && parts.length > 0 && <span aria-hidden className="ml-0.5 inline-block h-4 w-2 animate-pulse bg-ink-muted align-text-bottom dark:bg-ink-muted-dark" />}
      </div>
      {take.status === 'error' && (
        <div className="mt-2">
          <ProblemAlert message={take.error ?? ''} status={take.errorStatus} />
        </div>
      )}
      {take.unseen !== undefined && take.unseen > 0 && (
        <p data-testid="unseen-note" className="mt-2 text-xs text-ink-muted dark:text-ink-muted-dark">
          Written without the first {take.unseen === 1 ? 'message' : `${take.unseen} messages`} of this conversation: the conversation is longer
          than the model can read at once. To keep everything in view, start a new chat with a summary of this one.
        </p>
      )}
      {take.finish === 'length' && (
        <p data-testid="cut-note" className="mt-2 text-xs text-ink-muted dark:text-ink-muted-dark">
          The answer reached the length limit and is cut short here.
        </p>
      )}
      {take.stopped === 'max_rounds' && (
        <p className="mt-2 text-xs text-ink-muted dark:text-ink-muted-dark">The model kept calling functions and was stopped at the round limit.</p>
      )}
      {!streaming && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {takes.length > 0 && (
            <span className="flex items-center text-xs text-ink-muted dark:text-ink-muted-dark" data-testid="take-pager">
              <Button variant="ghost" size="sm" className="h-7 px-2" aria-label="Earlier take of this answer" disabled={at === 0} onClick={() => setPaged(at - 1)}>
                ‹
              </Button>
              <span aria-live="polite">
                {at + 1} / {takes.length + 1}
              </span>
              <Button variant="ghost" size="sm" className="h-7 px-2" aria-label="Later take of this answer" disabled={at === takes.length} onClick={() => setPaged(at + 1)}>
                ›
              </Button>
            </span>
          )}
          {at < takes.length && (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => {
                // The chosen take becomes the answer itself: show it there.
                onChooseTake(at);
                setPaged(null);
              }}
            >
              Use this answer
            </Button>
          )}
          {take.status === 'stopped' && (
            <span data-testid="stopped-note" className="rounded-full bg-line px-2 py-0.5 text-xs font-medium dark:bg-line-dark">
              Stopped
            </span>
          )}
          {text && <CopyButton text={text} label="Copy answer" />}
          {isLast && take === message && message.finish === 'length' && (
            <Button variant="secondary" size="sm" onClick={onContinue} disabled={busy}>
              Continue
            </Button>
          )}
          {isLast && (
            <Button variant="ghost" size="sm" onClick={onRegenerate} disabled={busy}>
              ↻ Regenerate
            </Button>
          )}
          {take.model && <span className="text-xs text-ink-muted dark:text-ink-muted-dark">{take.model}</span>}
          {figures && (
            <span data-testid="answer-figures" title={figures.detail} className="text-xs tabular-nums text-ink-muted dark:text-ink-muted-dark">
              {figures.line}
            </span>
          )}
        </div>
      )}
    </article>
  );
}

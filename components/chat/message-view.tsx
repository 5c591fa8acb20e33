'use client';

import { ProblemAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { FunctionCard } from './function-card';
import { LazyMarkdown } from './lazy-markdown';
import { answerText, type ChatMessage } from './model';
import { QuestionView } from './question-view';

/** One turn: the user's question (question-view.tsx), or the assistant's answer with its function cards. */
export function MessageView({
  message,
  isLast,
  busy,
  onRegenerate,
  onEdit,
  onContinue,
}: {
  message: ChatMessage;
  isLast: boolean;
  busy: boolean;
  onRegenerate: () => void;
  onEdit: (messageId: string, text: string) => void;
  /** Asks the model to go on from an answer cut at the length limit. */
  onContinue: () => void;
}) {
  if (message.role === 'user') return <QuestionView message={message} busy={busy} onEdit={(text) => onEdit(message.id, text)} />;

  const streaming = message.status === 'streaming';
  const parts = message.parts ?? (message.content ? [{ kind: 'text' as const, text: message.content }] : []);
  const text = answerText(message);
  return (
    <article aria-label="Assistant" aria-busy={streaming || undefined} data-testid="assistant-message" data-status={message.status ?? 'done'} className="min-w-0">
      <div className="min-w-0">
        {parts.map((part, i) => (part.kind === 'text' ? <LazyMarkdown key={i} text={part.text} /> : <FunctionCard key={i} part={part} />))}
        {streaming && parts.length === 0 && (
          <p className="text-sm text-ink-muted dark:text-ink-muted-dark" role="status">
            Thinking…
          </p>
        )}
        {streaming && parts.length > 0 && <span aria-hidden className="ml-0.5 inline-block h-4 w-2 animate-pulse bg-ink-muted align-text-bottom dark:bg-ink-muted-dark" />}
      </div>
      {message.status === 'error' && (
        <div className="mt-2">
          <ProblemAlert message={message.error ?? ''} status={message.errorStatus} />
        </div>
      )}
      {message.unseen !== undefined && message.unseen > 0 && (
        <p data-testid="unseen-note" className="mt-2 text-xs text-ink-muted dark:text-ink-muted-dark">
          Written without the first {message.unseen === 1 ? 'message' : `${message.unseen} messages`} of this conversation: the conversation is longer
          than the model can read at once. To keep everything in view, start a new chat with a summary of this one.
        </p>
      )}
      {message.finish === 'length' && (
        <p data-testid="cut-note" className="mt-2 text-xs text-ink-muted dark:text-ink-muted-dark">
          The answer reached the length limit and is cut short here.
        </p>
      )}
      {message.stopped === 'max_rounds' && (
        <p className="mt-2 text-xs text-ink-muted dark:text-ink-muted-dark">The model kept calling functions and was stopped at the round limit.</p>
      )}
      {!streaming && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {message.status === 'stopped' && (
            <span data-testid="stopped-note" className="rounded-full bg-line px-2 py-0.5 text-xs font-medium dark:bg-line-dark">
              Stopped
            </span>
          )}
          {text && <CopyButton text={text} label="Copy answer" />}
          {isLast && message.finish === 'length' && (
            <Button variant="secondary" size="sm" onClick={onContinue} disabled={busy}>
              Continue
            </Button>
          )}
          {isLast && (
            <Button variant="ghost" size="sm" onClick={onRegenerate} disabled={busy}>
              ↻ Regenerate
            </Button>
          )}
          {message.model && <span className="text-xs text-ink-muted dark:text-ink-muted-dark">{message.model}</span>}
        </div>
      )}
    </article>
  );
}

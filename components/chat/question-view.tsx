'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { CHAT_MAX_CONTENT } from '@/lib/contract/limits/llm';
import type { ChatMessage } from './model';

/** A question longer than this many lines is shown folded, its first FOLDED_LINES lines. */
const FOLD_OVER_LINES = 14;
const FOLDED_LINES = 10;

/**
 * One of the user's questions, as written, with Edit: the question opens in a box, and sending
 * it asks again from there; the conversation as it was from this question on stays a version
 * to page back to (‹ 1 / 2 ›, versions.ts).
 */
export function QuestionView({ message, busy, onEdit, onChooseVersion }: { message: ChatMessage; busy: boolean; onEdit: (text: string) => void; onChooseVersion: (index: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [whole, setWhole] = useState(false);

  // Where this version falls among the question's versions (versions.ts).
  const others = message.versions?.length ?? 0;
  const count = others + 1;
  const at = Math.min(message.version ?? others, others);

  if (draft === null) {
    // A long question (an attached file, a pasted log) shows its start until asked for all of it.
    const lines = message.content.split('\n');
    const folded = lines.length > FOLD_OVER_LINES && !whole;
    return (
      <article aria-label="You" className="flex flex-col items-end gap-1">
        <p data-testid="user-message" dir="auto" className="max-w-[85%] rounded-2xl rounded-br-sm bg-accent-soft px-4 py-2 break-words whitespace-pre-wrap dark:bg-accent-soft-dark">
          {folded ? `${lines.slice(0, FOLDED_LINES).join('\n')}\n…` : message.content}
        </p>
        <div className="flex items-center gap-1">
          {count > 1 && (
            <span className="flex items-center text-xs text-ink-muted dark:text-ink-muted-dark" data-testid="version-pager">
              <Button variant="ghost" size="sm" className="h-7 px-2" aria-label="Earlier version of this question" disabled={busy || at === 0} onClick={() => onChooseVersion(at - 1)}>
                ‹
              </Button>
              <span aria-live="polite">
                {at + 1} / {count}
              </span>
              <Button variant="ghost" size="sm" className="h-7 px-2" aria-label="Later version of this question" disabled={busy || at === count - 1} onClick={() => onChooseVersion(at + 1)}>
                ›
              </Button>
            </span>
          )}
          {lines.length > FOLD_OVER_LINES && (
            <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" aria-expanded={whole} onClick={() => setWhole((v) => !v)}>
              {whole ? 'Show less' : `Show all ${lines.length} lines`}
            </Button>
          )}
          <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" disabled={busy} onClick={() => setDraft(message.content)} aria-label="Edit this question">
            <span aria-hidden>✎</span> Edit
          </Button>
        </div>
      </article>
    );
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const text = draft?.trim() ?? '';
    if (!text || busy) return;
    setDraft(null);
    onEdit(text);
  }

  return (
    <form aria-label="Edit the question" data-testid="question-editor" onSubmit={submit} className="ml-auto max-w-[85%] space-y-2">
      <Textarea
        autoFocus
        value={draft}
        maxLength={CHAT_MAX_CONTENT}
        aria-label="Edited question"
        aria-describedby={`edit-note-${message.id}`}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDraft(null);
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        style={{ minHeight: '3.5rem' }}
        className="max-h-60 resize-y"
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span id={`edit-note-${message.id}`} className="text-xs text-ink-muted dark:text-ink-muted-dark">
          Sending asks again from here; the conversation as it is stays a version to go back to.
        </span>
        <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={busy || !draft.trim()}>
          Send
        </Button>
      </div>
    </form>
  );
}

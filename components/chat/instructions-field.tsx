'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Textarea } from '@/components/ui/input';
import { CHAT_MAX_CONTENT } from '@/lib/contract/limits/llm';

/** Quiet time after typing before the instructions are kept (each keep rewrites the conversation's entry). */
const KEEP_AFTER_MS = 400;

/**
 * The conversation's instructions (its system message), under a disclosure: what the model is
 * told before every question of this conversation. What is typed is kept a moment after typing
 * stops, and at once when the field is left, not at every key.
 */
export function InstructionsField({ value, onChange, disabled }: { value: string; onChange: (system: string) => void; disabled: boolean }) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | null>(null);

  // Another conversation opened (or another tab changed this one): show its instructions.
  useEffect(() => {
    if (pending.current === null) setText(value);
  }, [value]);

  // The latest props, for a keep that runs after they changed (the timer, leaving the page).
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  function keep() {
    clearTimeout(timer.current);
    if (pending.current === null) return;
    const next = pending.current;
    pending.current = null;
    if (next !== latest.current.value) latest.current.onChange(next);
  }
  // What was typed in the last moment before the page closes, or the panel goes, is kept too.
  useEffect(() => {
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, []);

  function type(next: string) {
    setText(next);
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(keep, KEEP_AFTER_MS);
  }

  const set = value.trim() !== '';
  return (
    // Closed until opened, whatever it holds: opening by itself once the browser's choice is read would move the page.
    <details className="min-w-0 rounded-lg border border-line px-3 py-2 dark:border-line-dark">
      <summary className="cursor-pointer text-sm font-medium">
        Instructions <span className="font-normal text-ink-muted dark:text-ink-muted-dark">· {set ? 'set' : 'none'}</span>
      </summary>
      <p id={id} className="mt-1 text-xs text-ink-muted dark:text-ink-muted-dark">
        What the model is told before every question of this conversation (its system message), e.g. “Answer in Spanish, in two sentences at most.”
      </p>
      <Textarea
        aria-label="Instructions for this conversation"
        aria-describedby={id}
        className="mt-2 min-h-20"
        value={text}
        maxLength={CHAT_MAX_CONTENT}
        onChange={(e) => type(e.target.value)}
        onBlur={keep}
        disabled={disabled}
        placeholder="No instructions: the model's own defaults."
      />
    </details>
  );
}

'use client';

import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { useTabDraft } from '@/lib/client/tab-draft';
import { CHAT_MAX_CONTENT } from '@/lib/contract/limits/llm';
import { readTextAttachment, withAttachment } from './attach-text';

/** The message being written, kept per tab: a reload once lost it. */
const COMPOSER_DRAFT_KEY = 'prism.chat.unsent';
const parseUnsent = (raw: unknown) => (typeof raw === 'string' ? raw.slice(0, CHAT_MAX_CONTENT) : null);

/**
 * Where the user writes. Enter sends, Shift+Enter starts a new line; while an answer is
 * being written, Send becomes Stop (and Escape stops it). A text file (picked with Attach, or
 * dropped on the box) goes into the message, fenced under its name (attach-text.ts).
 */
export function Composer({ busy, disabled, disabledReason, onSend, onStop }: { busy: boolean; disabled: boolean; disabledReason?: string; onSend: (text: string) => void; onStop: () => void }) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useTabDraft(COMPOSER_DRAFT_KEY, text, parseUnsent, setText);

  async function attach(files: FileList | null) {
    setProblem(null);
    const blocks: Array<{ block: string; name: string }> = [];
    let problem: string | null = null;
    for (const file of Array.from(files ?? [])) {
      const read = await readTextAttachment(file);
      if (!read.ok) {
        problem = read.message;
        break;
      }
      blocks.push({ block: read.block, name: file.name });
    }
    // What the box holds now: the user may go on typing while a file is read, and what they
    // typed meanwhile was once replaced by the text as it was when Attach was used.
    let next = box.current?.value ?? text;
    for (const { block, name } of blocks) {
      const joined = withAttachment(next, block, name);
      if (!joined.ok) {
        problem = joined.message;
        break;
      }
      next = joined.text;
    }
    setProblem(problem);
    setText(next);
    box.current?.focus();
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const message = text.trim();
    if (!message || busy || disabled) return;
    onSend(message);
    setText('');
    // Why a file was refused was about this message; the next starts clean.
    setProblem(null);
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
    if (event.key === 'Escape' && busy) {
      event.preventDefault();
      onStop();
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Write a message">
      <input
        ref={picker}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Text file to attach"
        onChange={(e) => {
          void attach(e.target.files);
          e.target.value = '';
        }}
      />
      <Button variant="ghost" size="sm" className="shrink-0 self-center" onClick={() => picker.current?.click()} disabled={disabled} title="Put a text file (text, Markdown, CSV, JSON, code) into the message">
        <span aria-hidden>+</span> Attach
      </Button>
      <Textarea
        ref={box}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes('Files')) e.preventDefault();
        }}
        onDrop={(e) => {
          if (!e.dataTransfer.files.length || disabled) return;
          e.preventDefault();
          void attach(e.dataTransfer.files);
        }}
        maxLength={CHAT_MAX_CONTENT}
        rows={2}
        aria-label="Message"
        aria-describedby={disabledReason ? 'composer-reason' : undefined}
        placeholder={disabled ? 'Chat is unavailable' : 'Ask anything… (Enter to send, Shift+Enter for a new line)'}
        disabled={disabled}
        // The shared Textarea is tall by default; a chat box starts at two lines and grows by hand.
        style={{ minHeight: '3.5rem' }}
        className="max-h-60 min-w-0 flex-1 resize-y"
      />
      {busy ? (
        <Button variant="secondary" onClick={onStop} className="shrink-0">
          ■ Stop
        </Button>
      ) : (
        <Button type="submit" disabled={disabled || !text.trim()} className="shrink-0">
          Send
        </Button>
      )}
      {problem && (
        <div className="basis-full">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
      {disabledReason && (
        <span id="composer-reason" className="sr-only">
          {disabledReason}
        </span>
      )}
    </form>
  );
}

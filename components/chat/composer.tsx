'use client';

import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { useTabDraft } from '@/lib/client/tab-draft';
import { CHAT_MAX_CONTENT } from '@/lib/contract/limits/llm';

/** The message being written, kept per tab: a reload once lost it. */
const COMPOSER_DRAFT_KEY = 'prism.chat.unsent';
const parseUnsent = (raw: unknown) => (typeof raw === 'string' ? raw.slice(0, CHAT_MAX_CONTENT) : null);

/**
 * Where the user writes. Enter sends, Shift+Enter starts a new line; while an answer is
 * being written, Send becomes Stop.
 */
export function Composer({ busy, disabled, disabledReason, onSend, onStop }: { busy: boolean; disabled: boolean; disabledReason?: string; onSend: (text: string) => void; onStop: () => void }) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  useTabDraft(COMPOSER_DRAFT_KEY, text, parseUnsent, setText);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const message = text.trim();
    if (!message || busy || disabled) return;
    onSend(message);
    setText('');
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2" aria-label="Write a message">
      <Textarea
        ref={box}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={CHAT_MAX_CONTENT}
        rows={2}
        aria-label="Message"
        aria-describedby={disabledReason ? 'composer-reason' : undefined}
        placeholder={disabled ? 'Chat is unavailable' : 'Ask anything… (Enter to send, Shift+Enter for a new line)'}
        disabled={disabled}
        // The shared Textarea is tall by default; a chat box starts at two lines and grows by hand.
        style={{ minHeight: '3.5rem' }}
        className="max-h-60 resize-y"
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
      {disabledReason && (
        <span id="composer-reason" className="sr-only">
          {disabledReason}
        </span>
      )}
    </form>
  );
}

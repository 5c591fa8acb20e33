'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { answerText, applyEvent, conversationSettings, newId, requestMessages, takesAfterRegenerate, titleFrom, unseenMessages, type ChatMessage } from './model';
import { ApiClientError } from '@/lib/client/api';
import { streamChat } from '@/lib/client/chat-stream';
import { CONTINUE_QUESTION, withContinuation } from './continuation';
import { samplingRequest } from './sampling';
import { editedHistory } from './versions';
import type { ChatSettings } from './use-chat-settings';
import type { useConversations } from './use-conversations';

type Conversations = ReturnType<typeof useConversations>;

/** The answer being written: shown live, saved to the conversation when it ends. */
export interface PendingAnswer {
  conversationId: string;
  message: ChatMessage;
}

/**
 * Sending, stopping and regenerating. The answer streams into memory (re-rendered as each
 * piece arrives) and is written to the conversation once, when it ends: done, stopped (the
 * part written so far is kept) or failed (with the server's message).
 */
export function useChatRun(conversations: Conversations, settings: ChatSettings) {
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const controller = useRef<AbortController | null>(null);
  const { setMessages, saveAnswer, current, create } = conversations;
  // The answer as far as it has come, with the turns it answers: what a closing page keeps.
  const live = useRef<{ conversationId: string; history: ChatMessage[]; answer: ChatMessage } | null>(null);

  // Leaving the page stops the answer rather than letting it run on unseen.
  useEffect(() => () => controller.current?.abort(), []);

  // A reload or a closed tab ends the request with no code run after it: what the answer had
  // written is saved as stopped then (storage writes are synchronous), as a press of Stop
  // keeps it, rather than lost with a question left unanswered. At beforeunload, as Chromium
  // cuts the stream off ("network error") before pagehide; pagehide where that does not fire.
  useEffect(() => {
    function keepWritten() {
      const now = live.current;
      if (!now) return;
      live.current = null;
      saveAnswer(now.conversationId, now.history, { ...now.answer, status: 'stopped', content: answerText(now.answer) });
      // Stopped here, so the request's end is read as a stop, not as a lost connection.
      controller.current?.abort();
    }
    window.addEventListener('beforeunload', keepWritten);
    window.addEventListener('pagehide', keepWritten);
    return () => {
      window.removeEventListener('beforeunload', keepWritten);
      window.removeEventListener('pagehide', keepWritten);
    };
  }, [saveAnswer]);

  const run = useCallback(
    async (conversationId: string, history: ChatMessage[], { model, functions, system, ...sampling }: ChatSettings, earlier: ChatMessage[] = [], continuing?: ChatMessage) => {
      const abort = new AbortController();
      controller.current = abort;
      let answer: ChatMessage = { id: newId(), role: 'assistant', content: '', parts: [], status: 'streaming', at: Date.now(), ...(earlier.length ? { earlier } : {}) };
      // Continue: the cut answer is sent, then the request to go on (not shown), and what comes
      // back is shown and kept as part of the cut answer (continuation.ts).
      const asked = continuing ? [...history, continuing, { id: 'continue', role: 'user' as const, content: CONTINUE_QUESTION, at: 0 }] : history;
      const shown = (written: ChatMessage) => (continuing ? withContinuation(continuing, written) : written);
      setPending({ conversationId, message: shown(answer) });
      live.current = { conversationId, history, answer: shown(answer) };
      // For the figures under the answer (answer-figures.ts): its first words, and its end.
      const sentAt = performance.now();
      let firstAt: number | null = null;
      try {
        await streamChat(
          { model: model || undefined, messages: requestMessages(asked, system), internal_functions: functions, ...samplingRequest(sampling) },
          (event) => {
            answer = applyEvent(answer, event);
            if (event.type !== 'error') firstAt ??= performance.now();
            if (event.type === 'done') {
              // Said under the answer, so a long conversation's start is not lost without a word.
              const unseen = unseenMessages(asked, event.result.omitted_messages, system);
              if (unseen) answer = { ...answer, unseen };
              const endAt = performance.now();
              answer = { ...answer, timing: { firstMs: Math.round((firstAt ?? endAt) - sentAt), totalMs: Math.round(endAt - sentAt) } };
            }
            live.current = { conversationId, history, answer: shown(answer) };
            setPending({ conversationId, message: shown(answer) });
          },
          abort.signal,
        );
        if (answer.status === 'streaming') answer = { ...answer, status: 'error', error: 'The answer stopped before it was complete; try again.' };
      } catch (error) {
        answer = abort.signal.aborted
          ? { ...answer, status: 'stopped', content: answerText(answer) }
          : { ...answer, status: 'error', error: error instanceof Error ? error.message : String(error), errorStatus: error instanceof ApiClientError ? error.status : undefined };
      }
      if (controller.current === abort) controller.current = null;
      live.current = null;
      saveAnswer(conversationId, history, shown(answer));
      setPending(null);
    },
    [saveAnswer],
  );

  /** Asks the model to go on from the last answer, cut at the length limit; it stays one answer. */
  const continueAnswer = useCallback(() => {
    const conversation = current;
    const cut = conversation?.messages.at(-1);
    if (controller.current || !conversation || cut?.role !== 'assistant' || cut.finish !== 'length') return;
    void run(conversation.id, conversation.messages.slice(0, -1), conversationSettings(conversation, settings), [], cut);
  }, [current, settings, run]);

  const send = useCallback(
    (text: string) => {
      if (controller.current) return;
      const conversation = current ?? create();
      const message: ChatMessage = { id: newId(), role: 'user', content: text, at: Date.now() };
      const history = [...conversation.messages, message];
      // The model and functions are the conversation's from its first question on (model.ts).
      const chosen = conversationSettings(conversation, settings);
      setMessages(conversation.id, history, { ...chosen, ...(conversation.messages.length === 0 ? { title: titleFrom(text) } : {}) });
      void run(conversation.id, history, chosen);
    },
    [current, create, settings, setMessages, run],
  );

  /** Asks again for the last answer (after an error, a stop, or just for another take). */
  const regenerate = useCallback(() => {
    const conversation = current;
    if (controller.current || !conversation) return;
    const history = [...conversation.messages];
    const replaced: ChatMessage[] = [];
    while (history.at(-1)?.role === 'assistant') replaced.unshift(history.pop()!);
    if (!history.length) return;
    setMessages(conversation.id, history);
    // The answers replaced stay as earlier takes of the new one (message-view.tsx pages through them).
    void run(conversation.id, history, conversationSettings(conversation, settings), takesAfterRegenerate(replaced));
  }, [current, settings, setMessages, run]);

  /**
   * Sends a question again as edited: the model answers the new words, and the conversation
   * from the old question on is kept as an earlier version to go back to (versions.ts). An
   * auto title that came from the old first question follows.
   */
  const edit = useCallback(
    (messageId: string, text: string) => {
      const conversation = current;
      if (controller.current || !conversation) return;
      const index = conversation.messages.findIndex((m) => m.id === messageId && m.role === 'user');
      if (index < 0) return;
      const old = conversation.messages[index]!;
      const history = editedHistory(conversation.messages, index, text);
      const retitle = index === 0 && conversation.title === titleFrom(old.content);
      setMessages(conversation.id, history, retitle ? { title: titleFrom(text) } : {});
      void run(conversation.id, history, conversationSettings(conversation, settings));
    },
    [current, settings, setMessages, run],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { pending, busy: pending !== null, send, regenerate, edit, continueAnswer, stop };
}

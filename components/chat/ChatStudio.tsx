'use client';

import { useEffect, useRef, useState } from 'react';
import { Alert, ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { useEndpointQuery } from '@/lib/client';
import { saveTextFile } from '@/lib/client/save-file';
import { llmApi } from '@/lib/client/endpoints/llm';
import { ChatSettingsPanel } from './chat-settings';
import { Composer } from './composer';
import { InstallOffer } from './InstallOffer';
import { ConversationList } from './conversation-list';
import { ConversationTransfer } from './conversation-transfer';
import { MessageView } from './message-view';
import { chooseTake, conversationSettings } from './model';
import { chooseVersion } from './versions';
import { conversationMarkdown, markdownFileName } from './transfer';
import { useChatRun } from './use-chat-run';
import { useChatSettings } from './use-chat-settings';
import { useConversations, type StorageNotice } from './use-conversations';

/**
 * The chat: conversations kept in this browser, a model picker filled by the backend,
 * switches for the built-in functions, and answers streamed as Markdown with the functions
 * the model called shown as cards.
 */
export function ChatStudio() {
  const conversations = useConversations();
  const { settings, change } = useChatSettings();
  const models = useEndpointQuery(llmApi.models, {}, { staleTime: 60_000 });
  const { pending, busy, send, regenerate, edit, continueAnswer, stop } = useChatRun(conversations, settings);
  const [listOpen, setListOpen] = useState(false);

  const current = conversations.current;
  const shownPending = pending && current && pending.conversationId === current.id ? pending.message : null;
  // The answer being written follows the conversation, or takes its own place (Continue adds to an answer).
  const continued = shownPending ? current!.messages.findIndex((m) => m.id === shownPending.id) : -1;
  const messages = !current ? [] : continued >= 0 ? current.messages.map((m, i) => (i === continued ? shownPending! : m)) : [...current.messages, ...(shownPending ? [shownPending] : [])];
  const noBackend = models.data?.backend === 'none';

  // Follow the answer as it grows, unless the reader scrolled up to read something earlier.
  const following = useRef(true);
  useEffect(() => {
    const onScroll = () => {
      following.current = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 160;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const empty = messages.length === 0;
  useEffect(() => {
    // To the very bottom, past the sticky composer that would otherwise cover the last lines.
    // An empty conversation has nothing to follow: on a phone that scroll put the page's title
    // under the sticky header, and the model settings above the fold.
    if (following.current && !empty) window.scrollTo({ top: document.documentElement.scrollHeight });
  }, [shownPending, current?.id, current?.messages.length, empty]);

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6">
      <aside className="mb-4 lg:mb-0">
        <Button variant="secondary" className="w-full lg:hidden" aria-expanded={listOpen} aria-controls="chat-conversations" onClick={() => setListOpen((v) => !v)}>
          {listOpen ? 'Hide conversations' : `Conversations (${conversations.list.length})`}
        </Button>
        <div id="chat-conversations" className={cn('mt-3 lg:sticky lg:top-6 lg:mt-0 lg:block', !listOpen && 'hidden')}>
          <ConversationList
            list={conversations.list}
            currentId={current?.id ?? null}
            busyId={pending?.conversationId ?? null}
            onSelect={(id) => {
              conversations.select(id);
              setListOpen(false);
            }}
            onNew={() => {
              conversations.create();
              setListOpen(false);
            }}
            onRename={conversations.rename}
            onDelete={conversations.remove}
          />
          <ConversationTransfer list={conversations.list} onImport={conversations.importConversations} />
        </div>
      </aside>

      <section aria-label="Chat" className="min-w-0 space-y-4">
        <Card className="space-y-3">
          <ChatSettingsPanel
            // The open conversation's model and functions; the browser's choice where it has none yet.
            settings={conversationSettings(current, settings)}
            scope={current?.id ?? ''}
            onChange={(patch) => {
              if (current) conversations.setSettings(current.id, patch);
              // Also where new chats start.
              change(patch);
            }}
            choice={{ models: models.data?.models ?? [], default: models.data?.default ?? null, loading: models.isPending }}
            disabled={busy}
          />
          {models.error && <ErrorMessage error={models.error} />}
          {models.data?.guidance && !noBackend && <p className="text-xs text-ink-muted dark:text-ink-muted-dark">{models.data.guidance}</p>}
        </Card>

        {noBackend && messages.length > 0 && <InstallOffer guidance={models.data?.guidance} />}
        <StorageNoticeView notice={conversations.storage} />

        {/* The offer takes the empty conversation's place, in a slot tall enough for either,
            so nothing below moves when the model list answers (no layout shift). */}
        {current && current.messages.length > 0 && (
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => saveTextFile(markdownFileName(current), conversationMarkdown(current), 'text/markdown')}>
              <span aria-hidden>⤓</span> Save as Markdown
            </Button>
          </div>
        )}
        <div aria-live="off" className="min-h-64 space-y-6" data-testid="messages">
          {messages.length === 0 ? (
            noBackend ? <InstallOffer guidance={models.data?.guidance} /> : <EmptyState />
          ) : (
            messages.map((message, i) => (
              <MessageView
                key={message.id}
                message={message}
                isLast={i === messages.length - 1 && message.role === 'assistant'}
                // With no model to answer, asking again (regenerate, edit) could only fail.
                busy={busy || noBackend}
                onRegenerate={regenerate}
                onChooseTake={(id, index) => current && conversations.showMessages(current.id, current.messages.map((m) => (m.id === id ? chooseTake(m, index) : m)))}
                onChooseVersion={(version) => current && conversations.showMessages(current.id, chooseVersion(current.messages, i, version))}
                onContinue={() => {
                  following.current = true;
                  continueAnswer();
                }}
                onEdit={(id, text) => {
                  following.current = true;
                  edit(id, text);
                }}
              />
            ))
          )}
          {/* A question left without its answer (the browser closed while it was asked). */}
          {!busy && !noBackend && messages.at(-1)?.role === 'user' && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted dark:text-ink-muted-dark" data-testid="unanswered">
              This question has no answer yet.
              <Button variant="secondary" size="sm" onClick={regenerate}>
                Answer it
              </Button>
            </p>
          )}
        </div>

        <div className="sticky bottom-0 -mx-1 border-t border-line bg-surface/95 px-1 pt-3 pb-3 backdrop-blur dark:border-line-dark dark:bg-surface-dark/95">
          <Composer
            busy={busy}
            disabled={noBackend}
            disabledReason={noBackend ? 'No language model is configured; see the message above.' : undefined}
            onSend={(text) => {
              following.current = true;
              send(text);
            }}
            onStop={stop}
          />
        </div>
      </section>
    </div>
  );
}

function EmptyState() {
  return (
    <div className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted dark:border-line-dark dark:text-ink-muted-dark">
      <p className="font-medium text-ink dark:text-ink-dark">Start a conversation</p>
      <p className="mt-1">Answers stream in as they are written. Switch on functions to let the model translate, speak, compute or fetch a post with the studio’s own tools.</p>
    </div>
  );
}

/** This browser's storage is full: what was given up to keep the conversation open now. */
function StorageNoticeView({ notice }: { notice: StorageNotice }) {
  if (!notice) return null;
  return notice.kind === 'unsaved' ? (
    <Alert tone="error" title="This conversation is not saved">
      This browser&rsquo;s storage is full or switched off: the conversation stays while this page is open and is lost when it closes. Export all (below the conversations) keeps a copy in a file.
    </Alert>
  ) : (
    <Alert title="Storage full">
      This browser&rsquo;s storage was full: the {notice.count === 1 ? 'oldest conversation was' : `${notice.count} oldest conversations were`} removed to keep this one.
    </Alert>
  );
}

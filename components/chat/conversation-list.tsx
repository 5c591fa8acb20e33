'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import type { Conversation } from './model';
import { matchesSearch } from './search';

interface ConversationListProps {
  list: Conversation[];
  currentId: string | null;
  busyId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => void;
}

/** The conversations kept in this browser: open one, start one, rename or delete one. */
export function ConversationList({ list, currentId, busyId, onSelect, onNew, onRename, onDelete }: ConversationListProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const shown = query.trim() ? list.filter((c) => matchesSearch(c, query)) : list;

  return (
    <nav aria-label="Conversations" className="space-y-3">
      <Button variant="secondary" className="w-full" onClick={onNew}>
        + New chat
      </Button>
      {list.length > 1 && (
        <Input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setQuery('');
          }}
          placeholder="Search conversations"
          aria-label="Search conversations"
          className="h-9"
        />
      )}
      {list.length === 0 ? (
        <p className="px-1 text-sm text-ink-muted dark:text-ink-muted-dark">No conversations yet. They are kept in this browser only.</p>
      ) : shown.length === 0 ? (
        <p role="status" className="px-1 text-sm text-ink-muted dark:text-ink-muted-dark">
          No conversation has “{query.trim()}”.
        </p>
      ) : (
        <ul className="space-y-1" data-testid="conversation-list">
          {shown.map((c) => (
            <li key={c.id} data-testid="conversation" className={cn('rounded-lg', c.id === currentId && 'bg-accent-soft dark:bg-accent-soft-dark')}>
              {editing === c.id ? (
                <RenameForm
                  conversation={c}
                  onDone={(title) => {
                    if (title !== null) onRename(c.id, title);
                    setEditing(null);
                  }}
                />
              ) : confirming === c.id ? (
                <div className="flex flex-wrap items-center gap-2 px-2 py-1.5 text-sm">
                  <span className="min-w-0 flex-1 truncate">Delete “{c.title}”?</span>
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => {
                      onDelete(c.id);
                      setConfirming(null);
                    }}
                  >
                    Delete
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                    Cancel
                  </Button>
                </div>
              ) : (
                <div className="group flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => onSelect(c.id)}
                    aria-current={c.id === currentId ? 'page' : undefined}
                    className="min-w-0 flex-1 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-accent-soft dark:hover:bg-accent-soft-dark"
                  >
                    <span className="block truncate font-medium">{c.title}</span>
                    <span className="block text-xs text-ink-muted dark:text-ink-muted-dark">
                      {c.id === busyId ? 'Answering…' : `${c.messages.length} message${c.messages.length === 1 ? '' : 's'} · ${when(c.updatedAt)}`}
                    </span>
                  </button>
                  <Button variant="ghost" size="sm" className="px-2" aria-label={`Rename “${c.title}”`} onClick={() => setEditing(c.id)}>
                    ✎
                  </Button>
                  <Button variant="ghost" size="sm" className="px-2" aria-label={`Delete “${c.title}”`} disabled={c.id === busyId} onClick={() => setConfirming(c.id)}>
                    🗑
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function RenameForm({ conversation, onDone }: { conversation: Conversation; onDone: (title: string | null) => void }) {
  const [title, setTitle] = useState(conversation.title);
  function submit(event: FormEvent) {
    event.preventDefault();
    onDone(title.trim() ? title.trim().slice(0, 80) : null);
  }
  return (
    <form onSubmit={submit} className="flex items-center gap-1 p-1">
      <Input
        autoFocus
        value={title}
        maxLength={80}
        aria-label="Conversation name"
        onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone(null);
        }}
        className="h-8"
      />
      <Button type="submit" size="sm">
        Save
      </Button>
    </form>
  );
}

function when(at: number): string {
  const date = new Date(at);
  const today = new Date();
  return date.toDateString() === today.toDateString()
    ? date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString([], { day: 'numeric', month: 'short' });
}

'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatBytes, formatLimit } from '@/lib/contract/limits/sizes';
import { saveTextFile } from '@/lib/client/save-file';
import type { AddCount } from './conversation-entries';
import type { Conversation } from './model';
import { exportFile, exportFileName, IMPORT_MAX_BYTES, importSummary, readExportFile } from './transfer';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * Export every conversation to a file and import one back (here or in another browser): the
 * conversations live only in this browser's storage, and this is the user's copy of them.
 */
export function ConversationTransfer({ list, onImport }: { list: Conversation[]; onImport: (incoming: Conversation[]) => AddCount }) {
  const picker = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be picked again (after freeing storage, say).
    event.target.value = '';
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      // The size rounded up and the limit down, so a file just over never reads as the limit itself.
      setOutcome({ tone: 'error', text: `${file.name} is ${formatBytes(file.size, 'up')}; a chat export is at most ${formatLimit(IMPORT_MAX_BYTES)}.` });
      return;
    }
    const read = readExportFile(await file.text());
    if (!read.ok) {
      setOutcome({ tone: 'error', text: read.message });
      return;
    }
    if (read.conversations.length === 0) {
      setOutcome({ tone: 'error', text: read.damaged ? `None of the conversations in ${file.name} could be read (${read.damaged} damaged).` : `${file.name} holds no conversations.` });
      return;
    }
    const count = onImport(read.conversations);
    setOutcome({ tone: count.notSaved ? 'error' : 'success', text: importSummary(count, read.damaged) });
  }

  return (
    <div className="space-y-2 border-t border-line pt-3 dark:border-line-dark">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          disabled={list.length === 0}
          onClick={() => {
            saveTextFile(exportFileName(), exportFile(list), 'application/json');
            setOutcome(null);
          }}
        >
          <span aria-hidden>⤓</span> Export all
        </Button>
        <Button variant="ghost" size="sm" onClick={() => picker.current?.click()}>
          <span aria-hidden>⤒</span> Import…
        </Button>
        <input ref={picker} type="file" accept=".json,application/json" className="hidden" aria-label="Chat export to import" onChange={(e) => void importFile(e)} />
      </div>
      {outcome && (
        <div data-testid="transfer-outcome">
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
      )}
    </div>
  );
}

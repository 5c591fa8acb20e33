'use client';

import { forwardRef, useImperativeHandle, useRef, type TextareaHTMLAttributes } from 'react';
import { Textarea } from '@/components/ui/input';

export const SECTION_LABELS = ['Intro', 'Verse', 'Pre-Chorus', 'Chorus', 'Bridge', 'Outro'] as const;

/** Puts "[Label]" on a line of its own at the caret (or after the selection). */
export function insertLabel(text: string, caret: number, label: string): { text: string; caret: number } {
  const before = text.slice(0, caret);
  const after = text.slice(caret);
  // A blank line between sections: none at the top, none added twice.
  const lead = !before || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}[${label}]\n`;
  const tail = after.startsWith('\n') ? after.slice(1) : after;
  return { text: before + inserted + tail, caret: before.length + inserted.length };
}

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { onInsert: (text: string) => void; value: string };

/**
 * The lyrics box with buttons for the section labels the composer reads ([Verse], [Chorus] …):
 * the label goes in at the caret, on its own line.
 */
export const LyricsEditor = forwardRef<HTMLTextAreaElement, Props>(function LyricsEditor({ onInsert, value, ...rest }, ref) {
  const inner = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => inner.current!);
  return (
    <div>
      <div role="toolbar" aria-label="Insert a section label" className="mb-2 flex flex-wrap gap-1.5">
        {SECTION_LABELS.map((label) => (
          <button
            key={label}
            type="button"
            onClick={() => {
              const area = inner.current;
              const caret = area ? area.selectionEnd : value.length;
              const next = insertLabel(value, caret, label);
              onInsert(next.text);
              // After React has put the text in: the caret goes after the label, unless the user
              // has typed since (a busy machine's frame can come late), whose caret stays theirs.
              requestAnimationFrame(() => {
                if (!area || area.value !== next.text) return;
                area.focus();
                area.setSelectionRange(next.caret, next.caret);
              });
            }}
            className="rounded-md border border-line px-2 py-1 font-mono text-xs hover:bg-accent-soft dark:border-line-dark dark:hover:bg-accent-soft-dark"
          >
            [{label}]
          </button>
        ))}
      </div>
      <Textarea ref={inner} value={value} rows={10} spellCheck className="font-mono" {...rest} />
    </div>
  );
});

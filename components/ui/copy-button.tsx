'use client';

import { useEffect, useRef, useState } from 'react';
import { copyText } from '@/lib/client/copy-text';
import { Button, type ButtonProps } from './button';

const SAID_FOR_MS = 1500;

/**
 * Copies `text` (or what `text()` gives when clicked: a code block still being written copies
 * what is there by then) and says whether it did. When the browser allows no copying at all,
 * the button says so and how to copy by hand, rather than claiming success or nothing.
 */
export function CopyButton({ text, label = 'Copy', ...rest }: { text: string | (() => string); label?: string } & Omit<ButtonProps, 'onClick'>) {
  const [outcome, setOutcome] = useState<'copied' | 'refused' | null>(null);
  // One timer at a time: a second click says "Copied" for its own full span, not the rest of the first's.
  const sayingFor = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(sayingFor.current), []);
  async function copy() {
    const copied = await copyText(typeof text === 'function' ? text() : text);
    setOutcome(copied ? 'copied' : 'refused');
    clearTimeout(sayingFor.current);
    sayingFor.current = setTimeout(() => setOutcome(null), copied ? SAID_FOR_MS : SAID_FOR_MS * 3);
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={copy}
      title={outcome === 'refused' ? 'This browser did not allow copying here: select the text and press Ctrl+C (⌘C).' : undefined}
      {...rest}
    >
      <span aria-live="polite">{outcome === 'copied' ? 'Copied' : outcome === 'refused' ? 'Not copied' : label}</span>
    </Button>
  );
}

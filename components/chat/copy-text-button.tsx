'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Like the studio's CopyButton, but the text is read when clicked (a code block still being
 * streamed copies what is there by then).
 */
export function CopyTextButton({ getText, label, className }: { getText: () => string; label: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(getText());
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // The browser refused the clipboard (no permission): nothing to do but not claim success.
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-label={label} className={className}>
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}

'use client';

import { useState } from 'react';
import { Button, type ButtonProps } from './button';

export function CopyButton({ text, label = 'Copy', ...rest }: { text: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  }
  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-live="polite" {...rest}>
      {copied ? 'Copied' : label}
    </Button>
  );
}

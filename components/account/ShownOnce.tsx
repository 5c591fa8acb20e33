'use client';

import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';

/** A secret the server shows this once (a new key, a demo link's URL): copy it, then Done. */
export function ShownOnce(props: {
  testId: string;
  title: string;
  note: string;
  secret: string;
  secretTestId: string;
  copyLabel: string;
  /** After the copy button (an Open link). */
  extra?: ReactNode;
  onDone: () => void;
}) {
  return (
    <div className="mt-4" data-testid={props.testId}>
      <Alert tone="success" title={props.title}>
        <p>{props.note}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 rounded bg-panel px-2 py-1 font-mono text-xs break-all text-ink dark:bg-panel-dark dark:text-ink-dark" data-testid={props.secretTestId}>
            {props.secret}
          </code>
          <CopyButton text={props.secret} label={props.copyLabel} />
          {props.extra}
          <Button variant="ghost" size="sm" onClick={props.onDone}>
            Done
          </Button>
        </div>
      </Alert>
    </div>
  );
}

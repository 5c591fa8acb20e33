'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { StatusBadge, type CredentialStatus } from './StatusBadge';

export interface CredentialColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Shown from the md breakpoint up only (dates), so the table fits 360 px. */
  wide?: boolean;
  /** Extra classes for the cells (nowrap, mono). */
  className?: string;
}

interface CredentialRow {
  id: string;
  status: CredentialStatus;
}

/**
 * A list of credentials (API keys, demo links): the columns given, then Status, then a
 * Revoke button on active rows. Scrolls sideways inside its own region on a narrow screen.
 */
export function CredentialTable<Row extends CredentialRow>(props: {
  label: string;
  labelledBy: string;
  rowTestId: string;
  rows: readonly Row[];
  columns: CredentialColumn<Row>[];
  /** Columns after Status (dates), usually wide. */
  trailing?: CredentialColumn<Row>[];
  revoking: string | null;
  onRevoke: (row: Row) => void;
  revokeLabel: (row: Row) => string;
}) {
  const { columns, trailing = [] } = props;
  const hidden = (column: CredentialColumn<Row>) => (column.wide ? 'hidden md:table-cell ' : '');
  const header = (column: CredentialColumn<Row>) => (
    <th key={column.header} scope="col" className={`${hidden(column)}py-2 pr-3 font-medium`}>
      {column.header}
    </th>
  );
  const cell = (row: Row, column: CredentialColumn<Row>) => (
    <td key={column.header} className={`${hidden(column)}py-2 pr-3 ${column.className ?? ''}`.trim()}>
      {column.cell(row)}
    </td>
  );
  return (
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={props.label}>
      <table className="w-full text-left text-sm" aria-labelledby={props.labelledBy}>
        <thead className="text-ink-muted dark:text-ink-muted-dark">
          <tr className="border-b border-line dark:border-line-dark">
            {columns.map(header)}
            <th scope="col" className="py-2 pr-3 font-medium">Status</th>
            {trailing.map(header)}
            <th scope="col" className="py-2 font-medium"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-0 dark:border-line-dark" data-testid={props.rowTestId}>
              {columns.map((column) => cell(row, column))}
              <td className="py-2 pr-3"><StatusBadge status={row.status} /></td>
              {trailing.map((column) => cell(row, column))}
              <td className="py-2 text-right">
                {row.status === 'active' && (
                  <Button variant="secondary" size="sm" busy={props.revoking === row.id} onClick={() => props.onRevoke(row)} aria-label={props.revokeLabel(row)}>
                    Revoke
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

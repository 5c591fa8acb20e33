'use client';

import { useState } from 'react';
import { Alert, ErrorMessage } from '@/components/ui/alert';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { formatBytes, formatLimit } from '@/lib/contract/limits/sizes';
import { CatalogRow } from './CatalogRow';
import { catalogSections, matchesModel } from './format';
import { useModelManager, type ModelRow } from './use-model-manager';

/**
 * Models you can install: the catalogue in sections (Chat, Voices, Translation ...) with what
 * is installed, disk used and free, and an Install button per model (owner only) that turns
 * into a progress bar, then Remove. A box above filters it by the words typed.
 */
export function ModelCatalog() {
  const { listing, acting, error, install, cancel, remove } = useModelManager();
  const [query, setQuery] = useState('');
  const data = listing.data;
  const sections = data ? catalogSections(data.models.filter((row) => matchesModel(row.entry, query))) : [];

  return (
    <Card className="space-y-4" data-testid="model-catalog">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle>
          Models you can install
        </CardTitle>
        {data && (
          <p className="text-xs text-ink-muted dark:text-ink-muted-dark" data-testid="disk-figures">
            {formatBytes(data.disk.usedBytes)} used · {formatBytes(data.disk.freeBytes, 'down')} free in {data.disk.dir} · models up to {formatLimit(data.memory.budgetMB * 1024 * 1024)} of memory fit this machine
          </p>
        )}
      </div>
      {listing.isPending && <p className="text-sm text-ink-muted dark:text-ink-muted-dark">Loading the catalogue…</p>}
      <ErrorMessage error={listing.error ?? error} />
      {data && !data.canManage && (
        <Alert tone="info">Only the owner of this studio may install or remove models; sign in as the owner to do so.</Alert>
      )}
      {data?.catalogProblems.map((p) => (
        <Alert key={p.file} tone="error" title={`catalog.d/${p.file} was skipped`}>
          {p.problem}
        </Alert>
      ))}
      {data && data.models.length > 0 && (
        <Input
          type="search"
          aria-label="Find a model"
          placeholder="Find a model: a name, a language, “voice”, a licence…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          spellCheck={false}
          autoCapitalize="off"
        />
      )}
      {data && data.models.length > 0 && sections.length === 0 && (
        <p className="text-sm text-ink-muted dark:text-ink-muted-dark" role="status">
          No model in the catalogue matches “{query.trim()}”.
        </p>
      )}
      {data && sections.length > 1 && (
        <nav aria-label="Sections of the catalogue" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {sections.map((section) => (
            <a key={section.capability} href={`#models-${section.capability}`} className="text-accent underline-offset-2 hover:underline dark:text-accent-dark">
              {section.title} <span className="text-ink-muted dark:text-ink-muted-dark">({countText(section.rows)})</span>
            </a>
          ))}
        </nav>
      )}
      {data &&
        sections.map((section) => (
          <section key={section.capability} id={`models-${section.capability}`} aria-labelledby={`models-${section.capability}-heading`} className="scroll-mt-4">
            <h3 id={`models-${section.capability}-heading`} className="border-b border-line pb-1 text-sm font-semibold uppercase tracking-wide text-ink-muted dark:border-line-dark dark:text-ink-muted-dark">
              {section.title} <span className="font-normal normal-case">· {countText(section.rows)}</span>
            </h3>
            <ul className="divide-y divide-line dark:divide-line-dark">
              {section.rows.map((model) => (
                <CatalogRow
                  key={model.entry.id}
                  model={model}
                  recommended={model.entry.id === data.recommendedChat}
                  canManage={data.canManage}
                  busy={acting === model.entry.id}
                  onInstall={(acceptLicence) => void install(model.entry.id, acceptLicence)}
                  onCancel={() => void cancel(model.entry.id)}
                  onRemove={() => {
                    if (window.confirm(`Remove ${model.entry.name}? Its ${formatBytes(model.diskBytes)} are deleted.`)) void remove(model.entry.id);
                  }}
                />
              ))}
            </ul>
          </section>
        ))}
      {data && data.found.length > 0 && (
        <p className="text-xs text-ink-muted dark:text-ink-muted-dark">
          Found in the models folder (put there by hand, not verified): {data.found.map((f) => `${f.file} (${formatBytes(f.size)})`).join(', ')}
        </p>
      )}
    </Card>
  );
}

/** "13 models, 2 installed": how many a section holds, and how many of them are here. */
function countText(rows: readonly ModelRow[]): string {
  const installed = rows.filter((row) => row.installed).length;
  return `${rows.length} model${rows.length === 1 ? '' : 's'}${installed ? `, ${installed} installed` : ''}`;
}

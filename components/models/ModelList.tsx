interface LoadedModel {
  model_id: string;
  load_date: string;
}

/** One list of loaded models: id and when it was loaded, newest first; or its empty state. */
export function ModelList({ models, empty, labelledBy }: { models: LoadedModel[]; empty: string; labelledBy: string }) {
  if (models.length === 0) return <p className="text-sm text-ink-muted dark:text-ink-muted-dark">{empty}</p>;
  const sorted = [...models].sort((a, b) => b.load_date.localeCompare(a.load_date));
  return (
    <ul className="divide-y divide-line dark:divide-line-dark" aria-labelledby={labelledBy}>
      {sorted.map((model) => (
        <li key={model.model_id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm" data-testid="model">
          <span className="font-mono text-xs break-all">{model.model_id}</span>
          <time dateTime={model.load_date} className="text-xs whitespace-nowrap text-ink-muted dark:text-ink-muted-dark" title={model.load_date}>
            loaded {formatLoadDate(model.load_date)}
          </time>
        </li>
      ))}
    </ul>
  );
}

function formatLoadDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

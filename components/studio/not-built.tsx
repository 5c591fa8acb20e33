import { Card } from '@/components/ui/card';

/** Shown on a capability page whose studio UI has not landed yet; the API may already work. */
export function PageNotBuilt({ api }: { api: string[] }) {
  return (
    <Card>
      <p className="font-medium">This page is not built yet.</p>
      <p className="mt-1 text-sm text-ink-muted dark:text-ink-muted-dark">
        Its API is available: {api.join(', ')}. See the <a className="underline" href="/docs">API reference</a>.
      </p>
    </Card>
  );
}

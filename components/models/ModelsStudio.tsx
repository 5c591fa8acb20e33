'use client';

import type { ResultOf } from '@/lib/contract/define';
import { useEndpointQuery } from '@/lib/client';
import { imagegenApi } from '@/lib/client/endpoints/imagegen';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ErrorMessage } from '@/components/ui/alert';
import { ModelList } from './ModelList';
import type { contract } from '@/lib/contract/registry';

type Listing = ResultOf<typeof contract.imagegen.get_all_models>;

/** The six lists of GET /imagegen/get_all_models, in the spec's order. */
const LISTS: Array<{ key: keyof Listing & string; title: string; what: string; empty: string }> = [
  { key: 'models', title: 'Models', what: 'Main models the engine runs (image, face, speech …).', empty: 'No main model loaded yet.' },
  { key: 'controlnet_models', title: 'ControlNet models', what: 'Models that steer generation by a pose, edges or depth.', empty: 'No ControlNet model loaded.' },
  { key: 'lora_models', title: 'LoRA models', what: 'Small add-on weights that adapt a main model.', empty: 'No LoRA loaded.' },
  { key: 'ip_adapter_models', title: 'IP-Adapter models', what: 'Models that condition generation on a reference image.', empty: 'No IP-Adapter loaded.' },
  { key: 'embeddings_models', title: 'Embeddings', what: 'Textual-inversion embeddings.', empty: 'No embedding loaded.' },
  { key: 'vae_models', title: 'VAE models', what: 'Decoders between latent space and pixels.', empty: 'No VAE loaded.' },
];

export function ModelsStudio() {
  const listing = useEndpointQuery(imagegenApi.get_all_models, {}, { staleTime: 0 });
  const total = listing.data ? LISTS.reduce((n, l) => n + (listing.data[l.key] as unknown[]).length, 0) : 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted dark:text-ink-muted-dark" aria-live="polite">
          {listing.isPending
            ? 'Loading…'
            : listing.data
              ? total === 0
                ? 'No model is loaded yet: the engine loads each model the first time a capability needs it.'
                : `${total} model${total === 1 ? '' : 's'} loaded in this server process.`
              : null}
        </p>
        <Button variant="secondary" size="sm" onClick={() => listing.refetch()} busy={listing.isFetching}>
          Refresh
        </Button>
      </div>
      <ErrorMessage error={listing.error} />
      {listing.data && (
        <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
          {LISTS.map((list) => (
            <Card key={list.key} data-testid={`list-${list.key}`}>
              <CardTitle>
                <span id={`heading-${list.key}`}>{list.title}</span>
              </CardTitle>
              <p className="-mt-2 mb-3 text-xs text-ink-muted dark:text-ink-muted-dark">{list.what}</p>
              <ModelList models={listing.data[list.key] as Listing['models']} labelledBy={`heading-${list.key}`} empty={list.empty} />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}

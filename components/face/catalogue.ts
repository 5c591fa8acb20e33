import type { ResultOf } from '@/lib/contract/define';
import type { contract } from '@/lib/contract/registry';

/** The catalogue as the page reads it: the spec's four lists plus this app's extensions. */
export type FaceCatalogue = ResultOf<typeof contract.face.styles>;

export interface StyleEntry {
  id: string;
  label: string;
  description: string;
  preview: string | null;
}

export interface ReferenceEntry {
  id: string;
  label: string;
  url: string;
}

/** Styles with labels and previews; an upstream catalogue without them still shows its ids. */
export function styleEntries(catalogue: FaceCatalogue): StyleEntry[] {
  if (catalogue.styles?.length) return catalogue.styles.map((s) => ({ id: s.id, label: s.label, description: s.description, preview: s.preview }));
  return catalogue.transform.map((id) => ({ id, label: id, description: '', preview: null }));
}

export function referenceEntries(catalogue: FaceCatalogue): ReferenceEntry[] {
  if (catalogue.makeup_references?.length) return catalogue.makeup_references.map((r) => ({ id: r.id, label: r.label, url: r.url }));
  return catalogue.makeup_reference.map((url, index) => ({ id: String(index), label: `Reference ${index + 1}`, url }));
}

/**
 * The share link: the same page with the text and languages in its query, so opening it
 * shows (and translates) the same thing. Other parameters, and an embed's demo token (#token=),
 * are kept: a shared embed link still opens. Making and copying one is copy-share-link.ts,
 * loaded when Share is pressed.
 */
export interface SharedTranslation {
  text: string;
  source: string;
  target: string;
}

export const PARAMS = { text: 'text', source: 'from', target: 'to' } as const;

/**
 * A link carries the text in its address, and servers cap an address with the other headers
 * (Node and the shipped nginx at 16 KB): a query longer than this is not offered as a link.
 */
export const SHARE_QUERY_MAX = 8_000;

export function fitsInLink(shared: SharedTranslation): boolean {
  const query = new URLSearchParams({ [PARAMS.text]: shared.text, [PARAMS.source]: shared.source, [PARAMS.target]: shared.target });
  return query.toString().length <= SHARE_QUERY_MAX;
}

export function readShared(params: URLSearchParams): Partial<SharedTranslation> {
  const out: Partial<SharedTranslation> = {};
  const text = params.get(PARAMS.text);
  const source = params.get(PARAMS.source);
  const target = params.get(PARAMS.target);
  if (text) out.text = text;
  if (source) out.source = source;
  if (target) out.target = target;
  return out;
}

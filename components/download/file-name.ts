import type { ResultOf } from '@/lib/contract/define';
import type { contract } from '@/lib/contract/registry';

export type DownloadResult = ResultOf<typeof contract.social.download>;
export type ContentItem = DownloadResult['contents'][number];

/**
 * Letters and digits in any script (accents off), dot, dash and underscore: a name every file
 * system keeps, and a username in Japanese or Arabic still names its file (it once fell back to the site).
 */
const clean = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}_.-]+/gu, '_')
    .replace(/^[._]+|_+$/g, '')
    .slice(0, 60);

/** "ana_OGV123_2.mp4": who, which post, which item. */
export function saveName(result: DownloadResult, item: ContentItem, index: number): string {
  let host = '';
  try {
    host = new URL(result.metadata.webpage_url ?? item.url).hostname;
  } catch {
    // A relative or odd URL: the other parts still name the file.
  }
  const who = clean(result.username) || clean(host) || 'post';
  const post = clean(result.metadata.shortcode) || 'media';
  const ext = clean(item.ext).replace(/\./g, '') || 'bin';
  return `${who}_${post}_${index + 1}.${ext}`;
}

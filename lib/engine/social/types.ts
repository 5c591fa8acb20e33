import type { z } from 'zod';
import type { downloadResult } from '@/lib/contract/social';

/** The result of GET /social/download, as the contract defines it. */
export type DownloadResult = z.input<typeof downloadResult>;
export type ContentItem = DownloadResult['contents'][number];
export type Comment = DownloadResult['metadata']['comments'][number];
export type ContentType = ContentItem['type'];

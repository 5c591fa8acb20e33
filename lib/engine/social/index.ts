/**
 * The downloader's engine: yt-dlp behind a vetting proxy, and a reader of a page's own
 * metadata (OpenGraph, Twitter card, JSON-LD, oEmbed, HTML5 media). No store, no HTTP
 * semantics: the local provider fetches pages with the safe fetcher and maps failures.
 */
export { SocialFailure, isSocialFailure, type SocialFailureKind } from './errors';
export { extractWithYtDlp, type YtDlpExtractOptions } from './extract-ytdlp';
export { isGenericExtractor, mapYtDlpInfo } from './ytdlp-map';
export { decodeHtml, parsePageMetadata, type PageMetadata } from './page-metadata';
export { pageMetadataResult, type OEmbed } from './metadata-result';
export { mergeWithPageMetadata } from './merge';
export { startVettingProxy, type VetTarget, type Verdict } from './vetting-proxy';
export { extensionOfMime, pickExtension } from './media-type';
export { decodePathSegment } from './post-fields';
export type { DownloadResult, ContentItem } from './types';

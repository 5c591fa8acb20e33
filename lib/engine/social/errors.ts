/**
 * What can go wrong while reading a post, as kinds the server turns into envelopes
 * (400 for what the caller can fix or must accept, 502 for a site that failed us).
 * The engine knows no HTTP: it only names the kind and a sentence for people.
 */
export type SocialFailureKind =
  /** No extractor knows the page and it carries no media metadata. */
  | 'unsupported'
  /** The site answered an HTTP error (detail: the status). */
  | 'http_error'
  /** The post is private, age-gated or needs an account. */
  | 'login_required'
  /** A hop (the page or a redirect) went to an address we refuse. */
  | 'refused'
  /** The site did not answer within the time cap. */
  | 'timeout'
  /** The host could not be resolved or connected to. */
  | 'unreachable'
  /** More bytes than the cap (page, tool output). */
  | 'too_large'
  /** yt-dlp is not installed at YTDLP_PATH. */
  | 'tool_missing'
  /** Anything else the tool reported. */
  | 'failed';

export class SocialFailure extends Error {
  constructor(
    readonly kind: SocialFailureKind,
    message: string,
    /** The HTTP status for http_error. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SocialFailure';
  }
}

export const isSocialFailure = (error: unknown): error is SocialFailure => error instanceof SocialFailure;

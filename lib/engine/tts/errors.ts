/**
 * Input the contract's schema cannot judge (a phoneme the voice does not know, a speaker
 * that does not exist). The provider turns it into a 400 naming the field and the rule.
 */
export class TtsInputError extends Error {
  constructor(
    readonly field: string,
    readonly rule: string,
  ) {
    super(`${field}: ${rule}`);
    this.name = 'TtsInputError';
  }
}

export const isTtsInputError = (error: unknown): error is TtsInputError =>
  error instanceof Error && error.name === 'TtsInputError' && 'field' in error && 'rule' in error;

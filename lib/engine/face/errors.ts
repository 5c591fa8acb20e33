/**
 * Input the face engine cannot work with (no face, not an image, too small): the worker
 * answers it as data, and the provider turns it into a 400 naming `field`.
 */
export class FaceInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FaceInputError';
  }
}

export const isFaceInputError = (error: unknown): error is FaceInputError => error instanceof FaceInputError;

import { isImageInputError } from '../vision/image-io';

/**
 * Input the engine cannot work with (not an image, too large, an outscale that would make
 * a result too big). The provider answers it with a 400 "<field>: <message>".
 */
export class OperationInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'OperationInputError';
  }
}

/** The field and rule of an input error, or null for any other error (a bug: 500). */
export function inputErrorOf(error: unknown): { field: string; message: string } | null {
  if (error instanceof OperationInputError) return { field: error.field, message: error.message };
  if (isImageInputError(error)) return { field: 'init_image', message: (error as Error).message };
  return null;
}

/** The API of a contract form: the part of react-hook-form's the studio's forms use, with its types. */
import type { ChangeEvent } from 'react';
import type { FieldErrors, FieldValues, Path, PathValue } from 'react-hook-form';
import type { z } from 'zod';

/** Loads one request schema of the contract: `() => import('@/lib/contract/music').then((m) => m.simpleRequest)`. */
export type SchemaLoader<Req extends z.ZodType> = () => Promise<Req>;

export interface RegisterOptions {
  /** Read a number input as a number (NaN when empty), as react-hook-form does. */
  valueAsNumber?: boolean;
  setValueAs?: (value: unknown) => unknown;
}

export interface SetValueOptions {
  shouldValidate?: boolean;
  shouldDirty?: boolean;
}

export type Element = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface ContractForm<In extends FieldValues, Out> {
  register: <N extends Path<In>>(
    name: N,
    options?: RegisterOptions,
  ) => { name: N; ref: (element: Element | null) => void; onChange: (event: ChangeEvent<Element>) => void; onBlur: () => void };
  handleSubmit: (onValid: (values: Out) => unknown) => (event?: { preventDefault?: () => void }) => Promise<void>;
  watch: {
    <N extends Path<In>>(name: N): PathValue<In, N>;
    (): In;
  };
  getValues: {
    <N extends Path<In>>(name: N): PathValue<In, N>;
    (): In;
  };
  setValue: <N extends Path<In>>(name: N, value: PathValue<In, N>, options?: SetValueOptions) => void;
  trigger: (name?: Path<In>) => Promise<boolean>;
  reset: (values?: In) => void;
  formState: { errors: FieldErrors<In>; isSubmitted: boolean; isSubmitting: boolean };
  control: ContractForm<In, Out>;
}


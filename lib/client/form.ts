'use client';

import { useReducer, useState, type ReactElement } from 'react';
import type { FieldErrors, FieldValues, Path, PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { FormStore, read } from './form-store';
import type { ContractForm, RegisterOptions, SchemaLoader, SetValueOptions } from './form-types';

export type { ContractForm, SchemaLoader } from './form-types';

/**
 * A form validated by the endpoint's own request schema from the contract, so the rules a
 * user sees inline are exactly the ones the API enforces; helper text reads its numbers
 * from `lib/contract/limits`, which that schema is built from. The schema (with zod) loads
 * on the first validation, not with the page:
 * `useContractForm(() => import('@/lib/contract/music').then((m) => m.simpleRequest), …)`.
 *
 * It speaks the part of react-hook-form's API the studio's forms use (register, Controller,
 * watch, setValue, trigger, reset, handleSubmit, formState.errors; "onChange" mode: a field
 * shows its error once changed, every field after a submit) in ~1.5 kB: react-hook-form's
 * 13 kB gz would not fit a page's budget beside React and Next.
 */
export function useContractForm<Req extends z.ZodType>(
  loadSchema: SchemaLoader<Req>,
  options: { defaultValues: z.input<Req> & FieldValues },
): ContractForm<z.input<Req> & FieldValues, z.output<Req>> {
  type In = z.input<Req> & FieldValues;
  type Out = z.output<Req>;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [store] = useState(() => new FormStore<In, Out>(options.defaultValues as In, loadSchema, rerender));
  // The methods are made once: an effect that lists one of them (`setValue` to keep a field in
  // step with a prop) runs when that prop changes, not after every render. Made anew each
  // render, they re-ran such an effect, whose setValue re-rendered the form: the image page
  // spent a whole core on it while idle, and a click's update hit React's update-depth limit.
  const [methods] = useState(
    (): Omit<ContractForm<In, Out>, 'formState' | 'control'> => ({
      register: ((name: string, opts?: RegisterOptions) => store.register(name, opts)) as ContractForm<In, Out>['register'],
      setValue: ((name: string, value: unknown, opts?: SetValueOptions) => store.setValue(name, value, opts)) as ContractForm<In, Out>['setValue'],
      watch: ((name?: string) => (name ? read(store.values, name) : store.values)) as ContractForm<In, Out>['watch'],
      getValues: ((name?: string) => (name ? read(store.values, name) : store.values)) as ContractForm<In, Out>['getValues'],
      trigger: (name) => store.trigger(name),
      reset: (values) => store.reset(values),
      handleSubmit: (onValid) => async (event) => {
        event?.preventDefault?.();
        await store.submit(onValid);
      },
    }),
  );
  const form: ContractForm<In, Out> = {
    ...methods,
    formState: { errors: store.visibleErrors() as FieldErrors<In>, isSubmitted: store.submitted, isSubmitting: store.submitting },
    control: undefined as never,
  };
  form.control = form;
  return form;
}

/** A field whose input is not a plain element (a switch, an editor): react-hook-form's Controller, for useContractForm. */
export function Controller<In extends FieldValues, Out, N extends Path<In>>({
  name,
  control,
  render,
}: {
  name: N;
  control: ContractForm<In, Out>;
  render: (props: { field: { name: N; value: PathValue<In, N>; onChange: (value: unknown) => void; onBlur: () => void } }) => ReactElement;
}) {
  const onChange = (value: unknown) => {
    const next = value && typeof value === 'object' && 'target' in value ? (value.target as HTMLInputElement).value : value;
    control.setValue(name, next as PathValue<In, N>, { shouldValidate: true });
  };
  return render({ field: { name, value: control.watch(name), onChange, onBlur: () => undefined } });
}

'use client';

import { useReducer, useState, type ChangeEvent, type ReactElement } from 'react';
import type { FieldErrors, FieldValues, Path, PathValue } from 'react-hook-form';
import type { z } from 'zod';

/** Loads one request schema of the contract: `() => import('@/lib/contract/music').then((m) => m.simpleRequest)`. */
export type SchemaLoader<Req extends z.ZodType> = () => Promise<Req>;

interface RegisterOptions {
  /** Read a number input as a number (NaN when empty), as react-hook-form does. */
  valueAsNumber?: boolean;
  setValueAs?: (value: unknown) => unknown;
}

interface SetValueOptions {
  shouldValidate?: boolean;
  shouldDirty?: boolean;
}

type Element = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

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

const read = (values: unknown, name: string): unknown => name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);

function write<T>(values: T, name: string, value: unknown): T {
  const [head, ...rest] = name.split('.');
  const node = { ...(values as Record<string, unknown>) };
  node[head!] = rest.length ? write(node[head!] ?? {}, rest.join('.'), value) : value;
  return node as T;
}

function showInElement(element: Element, value: unknown) {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = Boolean(value);
  else {
    const text = value === undefined || value === null || Number.isNaN(value) ? '' : String(value);
    if (element.value !== text) element.value = text;
  }
}

/** zod issues as react-hook-form's nested errors: `errors.pipeline.bokeh.message`. */
function errorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, unknown> {
  let errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || 'root';
    if (read(errors, name) === undefined) errors = write(errors, name, { type: issue.code, message: issue.message });
  }
  return errors;
}

/**
 * The state of one form, outside React: values, every error of the last validation, the
 * fields the user changed, and the elements on screen (inputs are uncontrolled, as with
 * react-hook-form, so typing does not wait for a render). `onChange` asks React to re-render.
 */
class FormStore<In extends FieldValues, Out> {
  values: In;
  private defaults: In;
  private allErrors: Record<string, unknown> = {};
  private changed = new Set<string>();
  submitted = false;
  submitting = false;
  private run = 0;
  private schema: Promise<z.ZodType> | null = null;
  private elements = new Map<string, Element>();
  private refs = new Map<string, (element: Element | null) => void>();

  constructor(
    defaults: In,
    private loadSchema: () => Promise<z.ZodType>,
    private onChange: () => void,
  ) {
    this.values = defaults;
    this.defaults = defaults;
  }

  private loader(): Promise<z.ZodType> {
    this.schema ??= this.loadSchema();
    this.schema.catch(() => {
      this.schema = null; // a failed load (offline) is tried again on the next validation
    });
    return this.schema;
  }

  async validate(): Promise<{ success: true; data: Out } | { success: false }> {
    const run = ++this.run;
    let schema: z.ZodType;
    try {
      schema = await this.loader();
    } catch {
      // The rules could not load (offline, or a new deployment): send the values as they are.
      // The server applies the same schema and answers 400 naming the field, and with no
      // network the call says so (ApiClientError 'offline').
      return { success: true, data: this.values as unknown as Out };
    }
    const result = await schema.safeParseAsync(this.values);
    if (run === this.run) {
      this.allErrors = result.success ? {} : errorsOf(result.error.issues);
      this.onChange();
    }
    return result.success ? { success: true, data: result.data as Out } : { success: false };
  }

  setValue(name: string, value: unknown, options: SetValueOptions = {}) {
    this.values = write(this.values, name, value);
    const element = this.elements.get(name);
    if (element) showInElement(element, value);
    if (options.shouldValidate) this.changed.add(name);
    this.onChange();
    if (options.shouldValidate || this.submitted) void this.validate();
  }

  register(name: string, options: RegisterOptions = {}) {
    let ref = this.refs.get(name);
    if (!ref) {
      // One ref callback per field, so React does not detach and re-attach it every render.
      ref = (element: Element | null) => {
        if (!element) return void this.elements.delete(name);
        this.elements.set(name, element);
        showInElement(element, read(this.values, name));
      };
      this.refs.set(name, ref);
    }
    return {
      name,
      ref,
      onChange: (event: ChangeEvent<Element>) => {
        const target = event.target;
        let value: unknown = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
        if (options.valueAsNumber) value = target instanceof HTMLInputElement ? target.valueAsNumber : Number(value);
        if (options.setValueAs) value = options.setValueAs(value);
        this.values = write(this.values, name, value);
        this.changed.add(name);
        this.onChange();
        void this.validate();
      },
      onBlur: () => undefined,
    };
  }

  async trigger(name?: string): Promise<boolean> {
    if (name) this.changed.add(name);
    return (await this.validate()).success;
  }

  reset(values?: In) {
    this.values = values ?? this.defaults;
    if (values) this.defaults = values;
    this.allErrors = {};
    this.changed.clear();
    this.submitted = false;
    this.run++;
    for (const [name, element] of this.elements) showInElement(element, read(this.values, name));
    this.onChange();
  }

  async submit(onValid: (values: Out) => unknown) {
    this.submitted = true;
    this.submitting = true;
    this.onChange();
    try {
      const result = await this.validate();
      if (result.success) await onValid(result.data);
    } finally {
      this.submitting = false;
      this.onChange();
    }
  }

  /** A field's error shows once the user changed it, or after a submit. */
  visibleErrors(): Record<string, unknown> {
    if (this.submitted) return this.allErrors;
    let shown: Record<string, unknown> = {};
    for (const name of this.changed) {
      const error = read(this.allErrors, name);
      if (error !== undefined) shown = write(shown, name, error);
    }
    return shown;
  }
}

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
  const form: ContractForm<In, Out> = {
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

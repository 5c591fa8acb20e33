/** The state of a contract form outside React (lib/client/form.ts is the hook around it), and the path helpers it needs. */
import type { ChangeEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Element, RegisterOptions, SetValueOptions } from './form-types';
import type { ruleOf as RuleOf } from '@/lib/contract/issues';

export const read = (values: unknown, name: string): unknown => name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);

export function write<T>(values: T, name: string, value: unknown): T {
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
function errorsOf(issues: readonly z.core.$ZodIssue[], ruleOf: typeof RuleOf): Record<string, unknown> {
  let errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || 'root';
    // The sentence the API's 400 would say for the field, not zod's own words for a bound.
    if (read(errors, name) === undefined) errors = write(errors, name, { type: issue.code, message: ruleOf(issue) });
  }
  return errors;
}

/**
 * The state of one form, outside React: values, every error of the last validation, the
 * fields the user changed, and the elements on screen (inputs are uncontrolled, as with
 * react-hook-form, so typing does not wait for a render). `onChange` asks React to re-render.
 */
export class FormStore<In extends FieldValues, Out> {
  values: In;
  private defaults: In;
  private allErrors: Record<string, unknown> = {};
  private changed = new Set<string>();
  submitted = false;
  submitting = false;
  private run = 0;
  /** The schema and the wording of its issues, loaded together on the first validation (neither rides on the page). */
  private rules: Promise<{ schema: z.ZodType; ruleOf: typeof RuleOf }> | null = null;
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

  private loader(): Promise<{ schema: z.ZodType; ruleOf: typeof RuleOf }> {
    this.rules ??= Promise.all([this.loadSchema(), import('@/lib/contract/issues')]).then(([schema, issues]) => ({ schema, ruleOf: issues.ruleOf }));
    this.rules.catch(() => {
      this.rules = null; // a failed load (offline) is tried again on the next validation
    });
    return this.rules;
  }

  async validate(): Promise<{ success: true; data: Out } | { success: false }> {
    const run = ++this.run;
    let rules: { schema: z.ZodType; ruleOf: typeof RuleOf };
    try {
      rules = await this.loader();
    } catch {
      // The rules could not load (offline, or a new deployment): send the values as they are.
      // The server applies the same schema and answers 400 naming the field, and with no
      // network the call says so (ApiClientError 'offline').
      return { success: true, data: this.values as unknown as Out };
    }
    // reportInput: a field left out reads "is required", one filled wrong its rule (ruleOf).
    const result = await rules.schema.safeParseAsync(this.values, { reportInput: true });
    if (run === this.run) {
      this.allErrors = result.success ? {} : errorsOf(result.error.issues, rules.ruleOf);
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


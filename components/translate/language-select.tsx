'use client';

import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { Select } from '@/components/ui/input';

export interface LanguageOption {
  code: string;
  name: string;
}

interface LanguageSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: LanguageOption[];
  /** The label of the "detect" choice (value 'auto'); no such choice when absent. */
  autoOption?: string;
  loading?: boolean;
}

/** A labelled language picker; its value is a language code (or 'auto'). */
export const LanguageSelect = forwardRef<HTMLSelectElement, LanguageSelectProps>(function LanguageSelect(
  { label, options, autoOption, loading, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <Select id={id} ref={ref} disabled={loading} {...rest}>
        {autoOption && <option value="auto">{autoOption}</option>}
        {loading && !autoOption && options.length === 0 && <option value={rest.value ?? rest.defaultValue}>Loading languages…</option>}
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </Select>
    </div>
  );
});

'use client';

import { useId } from 'react';
import { Input, Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { CHAT_MODEL_MAX, INTERNAL_FUNCTIONS } from '@/lib/contract/limits/llm';
import type { InternalFunction } from '@/lib/contract/llm';
import { FUNCTION_LABELS } from './function-labels';
import { InstructionsField } from './instructions-field';
import { SamplingField } from './sampling-field';
import type { ChatSettings } from './use-chat-settings';

interface ModelChoice {
  models: string[];
  default: string | null;
  loading: boolean;
}

/**
 * The model picker (the backend's list; free text when it lists none), one switch per
 * built-in function the contract defines, the instructions and the sampling.
 */
export function ChatSettingsPanel({
  settings,
  onChange,
  choice,
  disabled,
  scope,
}: {
  /** Whose settings these are (the open conversation's id, or '' before there is one). */
  scope: string;
  settings: ChatSettings;
  onChange: (patch: Partial<ChatSettings>) => void;
  choice: ModelChoice;
  disabled: boolean;
}) {
  const modelId = useId();
  const on = settings.functions.length;
  const options = settings.model && !choice.models.includes(settings.model) ? [settings.model, ...choice.models] : choice.models;

  function toggle(name: InternalFunction, value: boolean) {
    const next = new Set(settings.functions);
    if (value) next.add(name);
    else next.delete(name);
    // Kept in the contract's order, so requests look the same whatever the clicking order.
    onChange({ functions: INTERNAL_FUNCTIONS.filter((f) => next.has(f)) });
  }

  return (
    <div className="grid items-start gap-3 sm:grid-cols-[minmax(12rem,18rem)_minmax(0,1fr)] sm:gap-4">
      <div>
        <label htmlFor={modelId} className="mb-1 block text-sm font-medium">
          Model
        </label>
        {options.length > 0 ? (
          <Select id={modelId} value={settings.model || choice.default || options[0]} onChange={(e) => onChange({ model: e.target.value === choice.default ? '' : e.target.value })} disabled={disabled}>
            {options.map((m) => (
              <option key={m} value={m}>
                {m}
                {m === choice.default ? ' (default)' : ''}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            id={modelId}
            value={settings.model}
            onChange={(e) => onChange({ model: e.target.value.slice(0, CHAT_MODEL_MAX) })}
            placeholder={choice.loading ? 'Loading models…' : (choice.default ?? 'Model name, e.g. llama3.2')}
            disabled={disabled}
            spellCheck={false}
            autoCapitalize="off"
          />
        )}
      </div>
      <details className="min-w-0 rounded-lg border border-line px-3 py-2 sm:mt-6 dark:border-line-dark">
        <summary className="cursor-pointer text-sm font-medium">
          Functions <span className="font-normal text-ink-muted dark:text-ink-muted-dark">· {on === 0 ? 'none on' : `${on} on`}</span>
        </summary>
        <p className="mt-1 text-xs text-ink-muted dark:text-ink-muted-dark">The model may call the ones switched on; each runs on this studio’s own engines.</p>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2" aria-label="Functions the model may call">
          {INTERNAL_FUNCTIONS.map((name) => (
            <li key={name} title={FUNCTION_LABELS[name].hint}>
              <Switch label={FUNCTION_LABELS[name].title} checked={settings.functions.includes(name)} onChange={(value) => toggle(name, value)} disabled={disabled} />
            </li>
          ))}
        </ul>
      </details>
      <div className="sm:col-span-2">
        <InstructionsField value={settings.system} onChange={(system) => onChange({ system })} disabled={disabled} />
      </div>
      <div className="sm:col-span-2">
        <SamplingField value={settings} onChange={onChange} disabled={disabled} scope={scope} />
      </div>
    </div>
  );
}

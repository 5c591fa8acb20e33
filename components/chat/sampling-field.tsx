'use client';

import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { CHAT_MAX_TOKENS_MAX, CHAT_PENALTY_MAX, CHAT_SEED_MAX, CHAT_STOP_LENGTH_MAX, CHAT_STOP_MAX, CHAT_TEMPERATURE_MAX, CHAT_TOP_K_MAX } from '@/lib/contract/limits/llm';
import { grouped } from '@/lib/contract/limits/figures';
import { readStopText, samplingSummary, stopText, validMaxTokens, validMinP, validPenalty, validSeed, validTemperature, validTopK, validTopP, type Sampling } from './sampling';

/**
 * The conversation's sampling, under a disclosure: its temperature, top-p, top-k, min-p, the longest answer it
 * asks for, its seed, its penalties, where its answers stop and whether they are JSON. An empty
 * box is the model's own default; a value out of the contract's range is said under its box and
 * not kept, so no request goes out that the server would refuse (the message says which value
 * answers use meanwhile).
 */
export function SamplingField({
  value,
  onChange,
  disabled,
  scope,
}: {
  value: Sampling;
  onChange: (patch: Partial<Sampling>) => void;
  disabled: boolean;
  /** Whose settings these are (the open conversation): another one shows its own, not what was typed here. */
  scope: string;
}) {
  return (
    <details className="min-w-0 rounded-lg border border-line px-3 py-2 dark:border-line-dark">
      <summary className="cursor-pointer text-sm font-medium">
        Answer settings <span className="font-normal text-ink-muted dark:text-ink-muted-dark">· {samplingSummary(value)}</span>
      </summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <NumberSetting
          label="Temperature"
          hint={`0 picks the likeliest words every time; higher is freer, up to ${CHAT_TEMPERATURE_MAX}.`}
          rule={`from 0 to ${CHAT_TEMPERATURE_MAX}`}
          step={0.1}
          min={0}
          max={CHAT_TEMPERATURE_MAX}
          value={value.temperature}
          valid={validTemperature}
          onChange={(temperature) => onChange({ temperature })}
          disabled={disabled}
          scope={scope}
        />
        <NumberSetting
          label="Top-p"
          hint="Picks among the likeliest words whose chances add up to this: 1 takes them all, near 0 only the likeliest."
          rule="from 0 to 1"
          step={0.05}
          min={0}
          max={1}
          value={value.topP}
          valid={validTopP}
          onChange={(topP) => onChange({ topP })}
          disabled={disabled}
          scope={scope}
        />
        <NumberSetting
          label="Top-k"
          hint={`Picks only among the k likeliest words; 0 takes them all. Up to ${grouped(CHAT_TOP_K_MAX)}.`}
          rule={`a whole number from 0 to ${grouped(CHAT_TOP_K_MAX)}`}
          step={1}
          min={0}
          max={CHAT_TOP_K_MAX}
          value={value.topK}
          valid={validTopK}
          onChange={(topK) => onChange({ topK })}
          disabled={disabled}
          scope={scope}
        />
        <NumberSetting
          label="Min-p"
          hint="Leaves out words less likely than this share of the likeliest one's chance: 0.05 cuts the long tail, 0 keeps every word."
          rule="from 0 to 1"
          step={0.01}
          min={0}
          max={1}
          value={value.minP}
          valid={validMinP}
          onChange={(minP) => onChange({ minP })}
          disabled={disabled}
          scope={scope}
        />
        <NumberSetting
          label="Longest answer (tokens)"
          hint="An answer that reaches it is cut short, with Continue to go on."
          rule={`a whole number from 1 to ${grouped(CHAT_MAX_TOKENS_MAX)}`}
          step={1}
          min={1}
          max={CHAT_MAX_TOKENS_MAX}
          value={value.maxTokens}
          valid={validMaxTokens}
          onChange={(maxTokens) => onChange({ maxTokens })}
          disabled={disabled}
          scope={scope}
        />
        <NumberSetting
          label="Seed"
          hint="The same seed, question and settings give the same answer again; empty for a new one each time."
          rule={`a whole number from 0 to ${grouped(CHAT_SEED_MAX)}`}
          step={1}
          min={0}
          max={CHAT_SEED_MAX}
          value={value.seed}
          valid={validSeed}
          onChange={(seed) => onChange({ seed })}
          disabled={disabled}
          scope={scope}
        />
        <NumberSetting
          label="Frequency penalty"
          hint={`Above 0, a word gets less likely each time it is used again; below 0, more. From -${CHAT_PENALTY_MAX} to ${CHAT_PENALTY_MAX}.`}
          rule={`from -${CHAT_PENALTY_MAX} to ${CHAT_PENALTY_MAX}`}
          step={0.1}
          min={-CHAT_PENALTY_MAX}
          max={CHAT_PENALTY_MAX}
          value={value.frequencyPenalty}
          valid={validPenalty}
          onChange={(frequencyPenalty) => onChange({ frequencyPenalty })}
          disabled={disabled}
          scope={scope}
        />
        <NumberSetting
          label="Presence penalty"
          hint="Above 0, a word already used at all gets less likely, so answers move to new things; below 0, more likely."
          rule={`from -${CHAT_PENALTY_MAX} to ${CHAT_PENALTY_MAX}`}
          step={0.1}
          min={-CHAT_PENALTY_MAX}
          max={CHAT_PENALTY_MAX}
          value={value.presencePenalty}
          valid={validPenalty}
          onChange={(presencePenalty) => onChange({ presencePenalty })}
          disabled={disabled}
          scope={scope}
        />
        <StopSetting value={value.stop} onChange={(stop) => onChange({ stop })} disabled={disabled} scope={scope} />
        <div className="sm:col-span-2">
          <Switch label="Answer in JSON" checked={value.json === true} onChange={(on) => onChange({ json: on ? true : null })} disabled={disabled} />
          <p className="mt-1 text-xs text-ink-muted dark:text-ink-muted-dark">
            Every answer is one JSON object: say in the message what it should hold. Functions still run first when the model calls them.
          </p>
        </div>
      </div>
    </details>
  );
}

interface NumberSettingProps {
  label: string;
  hint: string;
  /** The contract's rule in words, for the message under a value it does not take. */
  rule: string;
  step: number;
  min: number;
  max: number;
  value: number | null;
  valid: (value: unknown) => number | null;
  onChange: (value: number | null) => void;
  disabled: boolean;
  scope: string;
}

function NumberSetting({ label, hint, rule, step, min, max, value, valid, onChange, disabled, scope }: NumberSettingProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  // Another conversation opened: show its value, whatever was typed. Another tab changed this
  // one: show the new value, unless the box already says it.
  const [shown, setShown] = useState({ value, scope });
  if (shown.value !== value || shown.scope !== scope) {
    setShown({ value, scope });
    if (shown.scope !== scope || read(text) !== value) setText(value === null ? '' : String(value));
  }
  function read(typed: string): number | null | undefined {
    if (!typed.trim()) return null;
    return valid(Number(typed)) ?? undefined;
  }
  const parsed = read(text);
  // Until the box holds a value it takes, answers go on with the one before: said, not hidden.
  const error = `${label}: ${rule}; empty for the model's default. Until then answers use ${value === null ? "the model's default" : grouped(value)}.`;
  return (
    <Field label={label} hint={hint} error={parsed === undefined ? error : undefined}>
      <Input
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        placeholder="Model's default"
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          const next = read(e.target.value);
          if (next !== undefined && next !== value) onChange(next);
        }}
      />
    </Field>
  );
}

/**
 * The sequences answers stop before, one per line (\n for a line break inside one: "\n\n" stops
 * at the first blank line). Kept as the number settings are: what the contract would refuse is
 * said under the box, and answers go on with the sequences before it.
 */
function StopSetting({ value, onChange, disabled, scope }: { value: string[] | null; onChange: (value: string[] | null) => void; disabled: boolean; scope: string }) {
  const [text, setText] = useState(stopText(value));
  const [shown, setShown] = useState({ value, scope });
  // Compared by what they hold: a list read again from storage is another array with the same sequences.
  if (!sameStops(shown.value, value) || shown.scope !== scope) {
    setShown({ value, scope });
    if (shown.scope !== scope || !sameStops(readStopText(text), value)) setText(stopText(value));
  }
  const parsed = readStopText(text);
  const now = value === null ? 'no stop sequence' : value.map((one) => JSON.stringify(one)).join(', ');
  const error = `Stop at: at most ${grouped(CHAT_STOP_MAX)} sequences, one per line, each at most ${grouped(CHAT_STOP_LENGTH_MAX)} characters; empty for none. Until then answers use ${now}.`;
  return (
    <Field
      label="Stop at"
      className="sm:col-span-2"
      hint={`The answer ends before the first of these it would write (up to ${CHAT_STOP_MAX}, one per line; \\n is a line break).`}
      error={parsed === undefined ? error : undefined}
    >
      <Textarea
        rows={2}
        className="min-h-0 font-mono"
        value={text}
        placeholder="None"
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          const next = readStopText(e.target.value);
          if (next !== undefined && !sameStops(next, value)) onChange(next);
        }}
      />
    </Field>
  );
}

const sameStops = (a: string[] | null | undefined, b: string[] | null) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

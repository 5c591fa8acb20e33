'use client';

import { useState } from 'react';
import { AUDIO_QUERY_BOUNDS, SAMPLING_RATES } from '@/lib/contract/limits/tts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { grouped } from '@/lib/contract/limits/figures';
import type { Preset } from './presets';
import type { ScaleName, Settings } from './query-edit';

const LABELS: Record<ScaleName, { label: string; format: (v: number) => string }> = {
  speedScale: { label: 'Speed', format: (v) => `${v.toFixed(2)}×` },
  pitchScale: { label: 'Pitch', format: (v) => v.toFixed(2) },
  intonationScale: { label: 'Intonation', format: (v) => v.toFixed(2) },
  volumeScale: { label: 'Volume', format: (v) => v.toFixed(2) },
  prePhonemeLength: { label: 'Silence before', format: (v) => `${v.toFixed(2)} s` },
  postPhonemeLength: { label: 'Silence after', format: (v) => `${v.toFixed(2)} s` },
  pauseLengthScale: { label: 'Pause length', format: (v) => `${v.toFixed(2)}×` },
};

interface SettingsPanelProps {
  settings: Settings;
  onChange: (settings: Settings) => void;
  presets: Preset[];
  onSavePreset: (name: string) => void;
  onApplyPreset: (preset: Preset) => void;
  onDeletePreset: (name: string) => void;
}

/** The query-wide sliders, with the VOICEVOX editor's bounds (from the contract), and presets. */
export function SettingsPanel({ settings, onChange, presets, onSavePreset, onApplyPreset, onDeletePreset }: SettingsPanelProps) {
  const [presetName, setPresetName] = useState('');
  const [chosen, setChosen] = useState('');
  const setScale = (name: ScaleName, value: number) => onChange({ ...settings, scales: { ...settings.scales, [name]: value } });

  return (
    <div className="space-y-4">
      {(Object.keys(AUDIO_QUERY_BOUNDS) as ScaleName[]).map((name) => {
        const bounds = AUDIO_QUERY_BOUNDS[name];
        return (
          <Field key={name} label={LABELS[name].label}>
            <Slider
              min={bounds.min}
              max={bounds.max}
              step={0.01}
              value={settings.scales[name]}
              format={LABELS[name].format}
              onChange={(e) => setScale(name, Number(e.currentTarget.value))}
              onDoubleClick={() => setScale(name, bounds.default)}
            />
          </Field>
        );
      })}
      <Field label="Sampling rate">
        <Select
          value={settings.outputSamplingRate}
          onChange={(e) => onChange({ ...settings, outputSamplingRate: Number(e.currentTarget.value) as Settings['outputSamplingRate'] })}
        >
          {SAMPLING_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {grouped(rate)} Hz
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Switch label="Stereo" checked={settings.outputStereo} onChange={(outputStereo) => onChange({ ...settings, outputStereo })} />
        <Switch label="Raise question endings" checked={settings.upspeak} onChange={(upspeak) => onChange({ ...settings, upspeak })} />
      </div>

      <fieldset className="space-y-2 border-t border-line pt-4 dark:border-line-dark">
        <legend className="text-sm font-medium">Presets</legend>
        <div className="flex gap-2">
          <Input aria-label="Preset name" placeholder="Name" value={presetName} maxLength={60} onChange={(e) => setPresetName(e.currentTarget.value)} />
          <Button
            variant="secondary"
            disabled={!presetName.trim()}
            onClick={() => {
              onSavePreset(presetName.trim());
              setChosen(presetName.trim());
              setPresetName('');
            }}
          >
            Save
          </Button>
        </div>
        {presets.length > 0 && (
          <div className="flex gap-2">
            <Select aria-label="Saved presets" value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
              <option value="">Choose a preset…</option>
              {presets.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.name}
                </option>
              ))}
            </Select>
            <Button
              variant="secondary"
              disabled={!chosen}
              onClick={() => {
                const preset = presets.find((p) => p.name === chosen);
                if (preset) onApplyPreset(preset);
              }}
            >
              Apply
            </Button>
            <Button
              variant="ghost"
              disabled={!chosen}
              aria-label="Delete preset"
              onClick={() => {
                onDeletePreset(chosen);
                setChosen('');
              }}
            >
              ✕
            </Button>
          </div>
        )}
      </fieldset>
    </div>
  );
}

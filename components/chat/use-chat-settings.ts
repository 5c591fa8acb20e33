'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { INTERNAL_FUNCTIONS } from '@/lib/contract/limits/llm';
import type { InternalFunction } from '@/lib/contract/llm';
import { announceStorageChange, storageSubscriber } from '@/lib/client/browser-storage';
import { DEFAULT_SAMPLING, samplingOver, type Sampling } from './sampling';

/** The model picked, the functions switched on, the instructions and the sampling, as last set in this browser. */
export interface ChatSettings extends Sampling {
  /** Empty: the backend's default model. */
  model: string;
  functions: InternalFunction[];
  /** Instructions sent first as the system message; empty for none. */
  system: string;
}

const KEY = 'prism.chat.settings';
const CHANGED = 'prism:chat-settings';
const DEFAULTS: ChatSettings = { model: '', functions: ['calculator', 'current_time'], system: '', ...DEFAULT_SAMPLING };
let cache: { raw: string | null; value: ChatSettings } = { raw: null, value: DEFAULTS };

function read(): ChatSettings {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return DEFAULTS;
  }
  if (raw === cache.raw) return cache.value;
  let value = DEFAULTS;
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<ChatSettings> | null;
    if (parsed && typeof parsed === 'object') {
      value = {
        model: typeof parsed.model === 'string' ? parsed.model : '',
        // Only names the contract still knows: a renamed function must not break the request.
        functions: Array.isArray(parsed.functions) ? INTERNAL_FUNCTIONS.filter((f) => parsed.functions!.includes(f)) : DEFAULTS.functions,
        system: typeof parsed.system === 'string' ? parsed.system : '',
        ...samplingOver(parsed, DEFAULT_SAMPLING),
      };
    }
  } catch {
    // Damaged: defaults.
  }
  cache = { raw, value };
  return value;
}

const subscribe = storageSubscriber(CHANGED);

export function useChatSettings() {
  const settings = useSyncExternalStore(subscribe, read, () => DEFAULTS);
  const change = useCallback((patch: Partial<ChatSettings>) => {
    try {
      localStorage.setItem(KEY, JSON.stringify({ ...read(), ...patch }));
    } catch {
      // Not kept; the page still works.
    }
    announceStorageChange(CHANGED);
  }, []);
  return { settings, change };
}

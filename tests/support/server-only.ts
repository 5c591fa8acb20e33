// Vitest runs server modules directly; 'server-only' would throw outside Next's server bundle.
export {};

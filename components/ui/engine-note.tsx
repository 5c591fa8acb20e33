/**
 * Which engine made a result, as the API's `engine` field says it: "built-in", or
 * "model:<id>" for a model installed through the model manager, joined by "+" when several
 * took part (an upscaler, then a face restorer).
 */
export function EngineNote({ engine }: { engine: string | undefined }) {
  if (!engine) return null;
  const parts = engine.split('+').map((part) => (part.startsWith('model:') ? `the installed model ${part.slice('model:'.length)}` : 'the built-in engine'));
  return (
    <p className="text-xs text-ink-muted dark:text-ink-muted-dark" data-testid="result-engine">
      Made by {parts.join(', then ')}.
    </p>
  );
}

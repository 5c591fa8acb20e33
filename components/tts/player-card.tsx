import { Card, CardTitle } from '@/components/ui/card';
import { EngineNote } from '@/components/ui/engine-note';
import type { RefObject } from 'react';
import type { Player } from './use-speech-lines';

/** The last WAV made: a player that starts at once, and its download. */
export function PlayerCard({ player, audio }: { player: Player; audio: RefObject<HTMLAudioElement | null> }) {
  return (
    <Card>
      <CardTitle
        action={
          <a
            href={player.url}
            download={player.fileName}
            className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface dark:border-line-dark dark:hover:bg-surface-dark"
          >
            Download WAV
          </a>
        }
      >
        {player.label}
      </CardTitle>
      <audio ref={audio} controls src={player.url} className="w-full" data-testid="tts-audio">
        <track kind="captions" />
      </audio>
      <EngineNote engine={player.engine} />
    </Card>
  );
}

import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The submit button both music forms end with (each creates two songs), and the request's error. */
export function CreateSongsButton({ pending, error }: { pending: boolean; error: unknown }) {
  return (
    <>
      <Button type="submit" busy={pending} className="w-full">
        Create two songs
      </Button>
      <ErrorMessage error={error} />
    </>
  );
}

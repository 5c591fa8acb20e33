import { platform } from '@/lib/contract';
import { handleFile } from '@/lib/server/files/http';
import { rawEndpoint } from '@/lib/server/raw-endpoint';

// Decision: no credential for file bytes. The id is the SHA-256 of the content, so a URL is
// unguessable and works as its own capability in <img>, <audio>, embeds and API clients.
export const GET = rawEndpoint(platform.file, handleFile, { admit: 'address' });
export const HEAD = GET;

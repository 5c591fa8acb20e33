import { platform } from '@/lib/contract';
import { handleUpload } from '@/lib/server/files/http';
import { rawEndpoint } from '@/lib/server/raw-endpoint';

export const POST = rawEndpoint(platform.upload, handleUpload);

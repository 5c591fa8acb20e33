import { platform } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';
import { verifyModels } from '@/lib/server/models';

export const POST = endpoint(platform.modelsVerify, () => verifyModels());

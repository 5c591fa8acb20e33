import { platform } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';
import { installModel } from '@/lib/server/models';

export const POST = endpoint(platform.modelsInstall, (input) => installModel(input.id, { acceptLicence: input.accept_licence }));

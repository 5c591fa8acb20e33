import { platform } from '@/lib/contract';
import { sessionStatusOf, signIn, signOut } from '@/lib/server/auth/studio-session';
import { endpoint } from '@/lib/server/endpoint';

export const GET = endpoint(platform.sessionStatus, (_input, ctx) => sessionStatusOf(ctx));
export const POST = endpoint(platform.sessionCreate, (input, ctx) => signIn(input.password, ctx));
export const DELETE = endpoint(platform.sessionDelete, (_input, ctx) => signOut(ctx));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as me } from '@/api/me/route';
import { GET as listKeys, POST as createKey } from '@/api/keys/route';
import { GET as listLinks, POST as createLink } from '@/api/demo-links/route';
import { DELETE as revokeLink } from '@/api/demo-links/[id]/route';
import { DELETE as signOut, GET as sessionStatus, POST as signIn } from '@/api/session/route';
import { GET as languages } from '@/api/translate/languages/route';
import { POST as unblur } from '@/api/image/unblur/route';
import { GET as models } from '@/api/imagegen/get_all_models/route';
import { POST as upload } from '@/api/uploads/route';
import { DELETE as revokeKey } from '@/api/keys/[id]/route';
import { resetEnvForTests } from '@/lib/server/env';
import { db } from '@/lib/server/store';
import { bearer, call, freshPlatform, json } from './platform-support';

const PASSWORD = 'correct horse battery';
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const sameOrigin = { origin: 'http://localhost' };

describe('demo links', () => {
  let done: () => Promise<void>;
  let token: string;
  let linkId: string;

  beforeAll(async () => {
    ({ done } = await freshPlatform({ RATE_LIMIT_IP_RPM: '0' }));
    const response = await createLink(call('/api/demo-links', { method: 'POST', body: { capability: 'translate', rpm: 50, expires_in_hours: 2 } }));
    expect(response.status).toBe(200);
    const { result } = await json(response);
    token = result.token as string;
    linkId = (result.link as { id: string }).id;
    expect(token).toMatch(/^demo_/);
    // In the fragment: never sent to a server, so no access log or Referer holds it.
    expect(result.url).toBe(`http://localhost/embed/translate#token=${encodeURIComponent(token)}`);
    // localhost: only this machine can open it, and the account page says so.
    expect(result.nearby_only).toBe(true);
  });
  afterAll(() => done());

  it('is not marked nearby-only when PUBLIC_URL names an address others reach', async () => {
    process.env.PUBLIC_URL = 'https://studio.example.com';
    resetEnvForTests();
    try {
      const { result } = await json(await createLink(call('/api/demo-links', { method: 'POST', body: { capability: 'tts' } })));
      expect(result.url).toMatch(/^https:\/\/studio\.example\.com\/embed\/tts#token=demo_/);
      expect(result.nearby_only).toBe(false);
    } finally {
      delete process.env.PUBLIC_URL;
      resetEnvForTests();
    }
  });

  it('calls its own capability, with the link own limit in the headers', async () => {
    const response = await languages(call('/api/translate/languages', { headers: bearer(token) }));
    expect([401, 403]).not.toContain(response.status);
    expect(response.headers.get('ratelimit-limit')).toBe('50');
  });

  it('cannot call another capability, /me, key or demo-link management, or the model listing', async () => {
    const attempts = [
      unblur(call('/api/image/unblur', { method: 'POST', headers: bearer(token), body: { init_image: 'https://example.com/a.jpg' } })),
      me(call('/api/me', { headers: bearer(token) })),
      listKeys(call('/api/keys', { headers: bearer(token) })),
      createKey(call('/api/keys', { method: 'POST', headers: bearer(token), body: { name: 'escalate', owner: true } })),
      listLinks(call('/api/demo-links', { headers: bearer(token) })),
      createLink(call('/api/demo-links', { method: 'POST', headers: bearer(token), body: { capability: 'llm' } })),
      models(call('/api/imagegen/get_all_models', { headers: bearer(token) })),
      upload(call('/api/uploads', { method: 'POST', headers: bearer(token), body: {} })),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status, response.url).toBe(403);
      expect((await json(response)).message).toMatch(/this demo link opens translate only/);
    }
    // Nothing was created on its behalf.
    expect(await (await db()).selectFrom('api_keys').select('id').execute()).toEqual([]);
  });

  it('stops at once when revoked', async () => {
    expect((await languages(call('/api/translate/languages', { headers: bearer(token) }))).status).not.toBe(401);
    // An id off the rule is refused before the query (PostgreSQL refuses a NUL in it: a 500).
    const malformed = await revokeLink(call('/api/demo-links/x', { method: 'DELETE' }), params('dl\u0000x'));
    expect(await json(malformed)).toMatchObject({ code: 'invalid_input', message: 'id: must be an id of letters, digits, _ or -' });
    const revoked = await revokeLink(call(`/api/demo-links/${linkId}`, { method: 'DELETE' }), params(linkId));
    expect(revoked.status).toBe(200);
    expect((await json(revoked)).result).toMatchObject({ link: { status: 'revoked' } });
    const after = await languages(call('/api/translate/languages', { headers: bearer(token) }));
    expect(after.status).toBe(401);
    expect((await json(after)).message).toMatch(/demo link demo_.{8}… was revoked/);
  });

  it('stops when expired, and stores only the token hash', async () => {
    const { result } = await json(await createLink(call('/api/demo-links', { method: 'POST', body: { capability: 'tts' } })));
    const row = await (await db()).selectFrom('demo_links').selectAll().where('id', '=', (result.link as { id: string }).id).executeTakeFirstOrThrow();
    expect(Object.values(row)).not.toContain(result.token);
    await (await db()).updateTable('demo_links').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('id', '=', row.id).execute();
    const response = await me(call('/api/tts/speakers', { headers: bearer(result.token as string) }));
    expect(response.status).toBe(401);
    expect((await json(response)).message).toMatch(/expired/);
  });

  it('has its own rate limit', async () => {
    const { result } = await json(await createLink(call('/api/demo-links', { method: 'POST', body: { capability: 'translate', rpm: 1 } })));
    const demo = bearer(result.token as string);
    expect((await languages(call('/api/translate/languages', { headers: demo }))).status).not.toBe(429);
    expect((await languages(call('/api/translate/languages', { headers: demo }))).status).toBe(429);
  });

  it('refuses a label with control or text-direction characters, as key names are', async () => {
    const response = await createLink(call('/api/demo-links', { method: 'POST', body: { capability: 'tts', label: 'demo\u202egnp.exe' } }));
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'invalid_input', message: 'label: must not contain control or text-direction characters' });
  });
});

describe('studio password, session cookie and Origin', () => {
  let done: () => Promise<void>;
  let cookie: string;

  beforeAll(async () => {
    ({ done } = await freshPlatform({ STUDIO_PASSWORD: PASSWORD, RATE_LIMIT_IP_RPM: '0' }));
  });
  afterAll(() => done());

  it('asks for the password even on this machine', async () => {
    expect((await json(await sessionStatus(call('/api/session')))).result).toMatchObject({ authenticated: false, password_required: true, sign_in_with: 'password' });
    const response = await me(call('/api/me'));
    expect(response.status).toBe(401);
    expect((await json(response)).message).toMatch(/missing credential/);
  });

  it('refuses a wrong password and answers 400 for none', async () => {
    const wrong = await signIn(call('/api/session', { method: 'POST', headers: sameOrigin, body: { password: 'guess' } }));
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).message).toBe('password: incorrect');
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const none = await signIn(call('/api/session', { method: 'POST', headers: sameOrigin, body: {} }));
    expect(none.status).toBe(400);
    expect((await json(none)).message).toMatch(/^password: /);
  });

  it('sets an HttpOnly SameSite=Lax cookie that admits the studio', async () => {
    const response = await signIn(call('/api/session', { method: 'POST', headers: sameOrigin, body: { password: PASSWORD } }));
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^prism_session=ses_[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/);
    cookie = setCookie.split(';')[0]!;
    // The cookie holds a secret whose hash only is stored.
    const rows = await (await db()).selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(decodeURIComponent(cookie.split('.')[1]!));

    const ok = await me(call('/api/me', { headers: { cookie } }));
    expect(ok.status).toBe(200);
    expect((await json(ok)).result).toMatchObject({ current_plan: 'owner' });
    expect(ok.headers.get('ratelimit-limit')).toBe('600');
  });

  it('checks Origin on writes made with the cookie', async () => {
    const body = { name: 'From the studio' };
    const noOrigin = await createKey(call('/api/keys', { method: 'POST', headers: { cookie }, body }));
    expect(noOrigin.status).toBe(403);
    expect((await json(noOrigin)).message).toMatch(/Origin: required/);

    const crossSite = await createKey(call('/api/keys', { method: 'POST', headers: { cookie, origin: 'https://evil.example' }, body }));
    expect(crossSite.status).toBe(403);
    expect((await json(crossSite)).message).toMatch(/Origin: https:\/\/evil.example may not write/);

    const fetchSite = await createKey(call('/api/keys', { method: 'POST', headers: { cookie, origin: 'http://localhost', 'sec-fetch-site': 'cross-site' }, body }));
    expect(fetchSite.status).toBe(403);

    const ours = await createKey(call('/api/keys', { method: 'POST', headers: { cookie, origin: 'http://localhost' }, body }));
    expect(ours.status).toBe(200);
    // Reads need no Origin.
    expect((await listKeys(call('/api/keys', { headers: { cookie } }))).status).toBe(200);
    // Bearer keys are not ambient: no Origin needed.
    const { secret } = (await json(ours)).result as { secret: string };
    expect((await me(call('/api/me', { headers: bearer(secret) }))).status).toBe(200);
  });

  it('a new STUDIO_PASSWORD ends every session the old one opened; the new one signs in', async () => {
    const opened = await signIn(call('/api/session', { method: 'POST', headers: sameOrigin, body: { password: PASSWORD } }));
    const old = opened.headers.get('set-cookie')!.split(';')[0]!;
    expect((await me(call('/api/me', { headers: { cookie: old } }))).status).toBe(200);
    // The session row holds no plain copy of the password.
    const rows = await (await db()).selectFrom('sessions').select('opened_with').execute();
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);

    process.env.STUDIO_PASSWORD = 'a new password, the old one leaked';
    resetEnvForTests();
    try {
      const refused = await me(call('/api/me', { headers: { cookie: old } }));
      expect(refused.status).toBe(401);
      expect((await json(refused)).message).toBe('session: ended, as the credential that opened it no longer admits (a new studio password, or the owner key was revoked); sign in again');
      expect((await json(await sessionStatus(call('/api/session', { headers: { cookie: old } })))).result).toMatchObject({ authenticated: false });
      const fresh = await signIn(call('/api/session', { method: 'POST', headers: sameOrigin, body: { password: 'a new password, the old one leaked' } }));
      expect((await me(call('/api/me', { headers: { cookie: fresh.headers.get('set-cookie')!.split(';')[0]! } }))).status).toBe(200);
    } finally {
      process.env.STUDIO_PASSWORD = PASSWORD;
      resetEnvForTests();
    }
    // Back to the same password, what it opened admits again.
    expect((await me(call('/api/me', { headers: { cookie: old } }))).status).toBe(200);
  });

  it('ends a session opened before sessions recorded what opened them', async () => {
    const opened = await signIn(call('/api/session', { method: 'POST', headers: sameOrigin, body: { password: PASSWORD } }));
    const legacy = opened.headers.get('set-cookie')!.split(';')[0]!;
    const id = decodeURIComponent(legacy.split('=')[1]!).split('.')[0]!;
    await (await db()).updateTable('sessions').set({ opened_with: null }).where('id', '=', id).execute();
    expect((await me(call('/api/me', { headers: { cookie: legacy } }))).status).toBe(401);
  });

  it('signs out: the session stops working and the cookie is cleared', async () => {
    const response = await signOut(call('/api/session', { method: 'DELETE', headers: { cookie, ...sameOrigin } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const after = await me(call('/api/me', { headers: { cookie } }));
    expect(after.status).toBe(401);
    expect((await json(after)).message).toMatch(/session: revoked; sign in again/);
  });

  it('refuses an unknown session cookie', async () => {
    const response = await me(call('/api/me', { headers: { cookie: 'prism_session=ses_fake.pss_fake' } }));
    expect(response.status).toBe(401);
    expect((await json(response)).message).toMatch(/session: unknown/);
    // A made-up cookie is unknown however it is escaped: its id never reaches the query as
    // sent (PostgreSQL refuses a NUL in a compared string; that was a 500 on every endpoint).
    for (const cookie of ['ses_%00x.pss_fake', 'ses_%E2%80%AEx.pss', `${'s'.repeat(5000)}.x`]) {
      const odd = await me(call('/api/me', { headers: { cookie: `prism_session=${cookie}` } }));
      expect(await json(odd), cookie.slice(0, 20)).toMatchObject({ code: 'unauthorized', message: 'session: unknown or ended; sign in again' });
    }
  });
});

describe('required mode with no password: an owner key signs in', () => {
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ done } = await freshPlatform({ RATE_LIMIT_IP_RPM: '0' }));
  });
  afterAll(() => done());

  it('accepts an owner key and refuses a member key', async () => {
    const owner = (await json(await createKey(call('/api/keys', { method: 'POST', body: { name: 'Owner laptop', owner: true } })))).result.secret as string;
    const member = (await json(await createKey(call('/api/keys', { method: 'POST', body: { name: 'Member' } })))).result.secret as string;
    process.env.AUTH_MODE = 'required';
    resetEnvForTests();
    // The sign-in page asks for a key, not a password.
    expect((await json(await sessionStatus(call('/api/session')))).result).toMatchObject({ authenticated: false, password_required: true, sign_in_with: 'owner_key' });
    const refused = await signIn(call('/api/session', { method: 'POST', body: { password: member } }));
    expect(refused.status).toBe(401);
    const accepted = await signIn(call('/api/session', { method: 'POST', body: { password: owner } }));
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('set-cookie')).toMatch(/^prism_session=/);
  });

  it('ends the sessions an owner key opened when the key is revoked', async () => {
    process.env.AUTH_MODE = 'local';
    resetEnvForTests();
    const created = (await json(await createKey(call('/api/keys', { method: 'POST', body: { name: 'Lost laptop', owner: true } })))).result as { secret: string; key: { id: string } };
    process.env.AUTH_MODE = 'required';
    resetEnvForTests();
    const opened = await signIn(call('/api/session', { method: 'POST', body: { password: created.secret } }));
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
    expect((await me(call('/api/me', { headers: { cookie } }))).status).toBe(200);
    const revoked = await revokeKey(call(`/api/keys/${created.key.id}`, { method: 'DELETE', headers: bearer(created.secret) }), params(created.key.id));
    expect(revoked.status).toBe(200);
    const after = await me(call('/api/me', { headers: { cookie } }));
    expect(after.status).toBe(401);
    expect((await json(after)).message).toMatch(/^session: ended, as the credential that opened it no longer admits/);
  });
});

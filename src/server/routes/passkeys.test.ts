// Passkeys on the real database (decision 210), with a software authenticator's real signatures:
// adding one needs the session and the password and emails a notice; signing in with it gives the
// password login's session; a replayed answer, a wrong origin, an expired challenge and another
// account's passkey are refused; removing needs the session and only reaches one's own.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFieldErrors } from '../../shared/field-errors';
import { emailOutbox, passkeyChallenges, passkeys, sessions } from '../db/schema';
import { CHALLENGE_TTL_MS } from '../services/passkey-challenges';
import { hashToken } from '../services/sessions';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { SoftAuthenticator, type RegistrationOptions } from '../test/soft-authenticator';
import { cookieFrom, ORIGIN, openTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-db';

const clock = { now: new Date() };
let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({
    now: () => clock.now,
    limits: { registerPerIp: { max: 1000, windowMs: 60_000 }, loginPerIp: { max: 1000, windowMs: 60_000 } },
  });
});
afterAll(() => t.dispose());

async function registrationOptions(who: Person, password = who.password) {
  return call(t, 'POST', '/api/account/passkeys/options', { who, body: { password } });
}

/** Password, options, the authenticator's answer: the passkey is added (201) or the answer says why not. */
async function addPasskey(who: Person, device: SoftAuthenticator, origin = ORIGIN, name = 'My phone') {
  const res = await registrationOptions(who);
  expect(res.status).toBe(200);
  const { options } = (await res.json()) as { options: RegistrationOptions };
  return call(t, 'POST', '/api/account/passkeys', {
    who,
    body: { name, credential: device.register(options, origin) },
  });
}

async function loginChallenge(): Promise<string> {
  const res = await t.post('/api/auth/passkey/options', {});
  expect(res.status).toBe(200);
  const { options } = (await res.json()) as { options: { challenge: string; rpId: string } };
  expect(options.rpId).toBe('localhost');
  return options.challenge;
}

const passkeyLogin = (credential: unknown) => t.post('/api/auth/passkey/login', { credential });

const listOf = async (who: Person) =>
  ((await (await call(t, 'GET', '/api/account/passkeys', { who })).json()) as { passkeys: { id: string }[] })
    .passkeys;

describe(`adding a passkey (${testDatabaseKind()})`, () => {
  it('needs a session and the password; a wrong password is refused at its field', async () => {
    const member = await registerMember(t);
    expect(
      (await call(t, 'POST', '/api/account/passkeys/options', { body: { password: 'x'.repeat(9) } })).status,
    ).toBe(401);
    const wrong = await registrationOptions(member, 'not my password at all');
    expect(wrong.status).toBe(400);
    expect(parseFieldErrors(await wrong.json()).password).toBe('Your password is not right.');
    expect(await t.database.db.select().from(passkeyChallenges)).toHaveLength(0);
  });

  it('keeps the public key, lists the passkey by name, emails a notice and exports it without the key', async () => {
    const member = await registerMember(t);
    const device = new SoftAuthenticator();
    const res = await addPasskey(member, device, ORIGIN, 'Kitchen tablet');
    expect(res.status).toBe(201);
    const { passkey } = (await res.json()) as { passkey: { id: string; name: string } };
    expect(passkey.name).toBe('Kitchen tablet');
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row?.credentialId).toBe(device.id);
    expect(row?.publicKey.length).toBeGreaterThan(60);
    expect(await listOf(member)).toEqual([
      expect.objectContaining({ id: passkey.id, name: 'Kitchen tablet' }),
    ]);

    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, member.email))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail?.template).toBe('passkey-added');
    expect(mail?.textBody).toContain('Kitchen tablet');

    const exported = (await (await call(t, 'GET', '/api/account/export', { who: member })).json()) as {
      passkeys: Record<string, unknown>[];
    };
    expect(exported.passkeys).toEqual([expect.objectContaining({ name: 'Kitchen tablet' })]);
    expect(JSON.stringify(exported)).not.toContain(device.id);
    expect(Object.keys(exported.passkeys[0] ?? {})).not.toContain('publicKey');
  });

  it('lets an agent add one too', async () => {
    const agent = await createAgent(t);
    expect((await addPasskey(agent, new SoftAuthenticator())).status).toBe(201);
  });

  it('refuses an answer made for another origin, and an options challenge used twice', async () => {
    const member = await registerMember(t);
    expect((await addPasskey(member, new SoftAuthenticator(), 'https://evil.example')).status).toBe(400);
    const res = await registrationOptions(member);
    const { options } = (await res.json()) as { options: RegistrationOptions };
    const first = { name: 'One', credential: new SoftAuthenticator().register(options, ORIGIN) };
    expect((await call(t, 'POST', '/api/account/passkeys', { who: member, body: first })).status).toBe(201);
    const again = { name: 'Two', credential: new SoftAuthenticator().register(options, ORIGIN) };
    expect((await call(t, 'POST', '/api/account/passkeys', { who: member, body: again })).status).toBe(400);
    expect(await listOf(member)).toHaveLength(1);
  });

  it('refuses a challenge issued to another account, and a passkey another account has', async () => {
    const alice = await registerMember(t);
    const bob = await registerMember(t);
    const { options } = (await (await registrationOptions(alice)).json()) as { options: RegistrationOptions };
    const stolen = { name: 'Stolen', credential: new SoftAuthenticator().register(options, ORIGIN) };
    expect((await call(t, 'POST', '/api/account/passkeys', { who: bob, body: stolen })).status).toBe(400);

    const device = new SoftAuthenticator();
    expect((await addPasskey(alice, device)).status).toBe(201);
    const same = await addPasskey(bob, device);
    expect(same.status).toBe(409);
    expect(await listOf(bob)).toHaveLength(0);
  });
});

describe(`signing in with a passkey (${testDatabaseKind()})`, () => {
  it('gives the same session as the password login, and the password still works', async () => {
    const member = await registerMember(t);
    const device = new SoftAuthenticator();
    expect((await addPasskey(member, device)).status).toBe(201);
    const res = await passkeyLogin(device.login(await loginChallenge(), ORIGIN));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(member.id);
    const token = cookieFrom(res, 'auth_token') ?? '';
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(session?.userId).toBe(member.id);
    const me = await t.get('/api/auth/getByAuthToken', { Cookie: `auth_token=${token}` });
    expect(((await me.json()) as { username: string }).username).toBe(member.username);
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.credentialId, device.id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).not.toBeNull();

    const password = await t.post('/api/auth/login', {
      usernameOrEmail: member.email,
      password: member.password,
    });
    expect(password.status).toBe(200);
  });

  it('refuses a replayed answer, even with the counter ignored', async () => {
    const member = await registerMember(t);
    const device = new SoftAuthenticator();
    await addPasskey(member, device);
    const answer = device.login(await loginChallenge(), ORIGIN);
    expect((await passkeyLogin(answer)).status).toBe(200);
    const replay = await passkeyLogin(answer);
    expect(replay.status).toBe(401);
    expect(cookieFrom(replay, 'auth_token')).toBeUndefined();
  });

  it('refuses an answer signed for another origin', async () => {
    const member = await registerMember(t);
    const device = new SoftAuthenticator();
    await addPasskey(member, device);
    expect((await passkeyLogin(device.login(await loginChallenge(), 'https://evil.example'))).status).toBe(
      401,
    );
    expect((await passkeyLogin(device.login(await loginChallenge(), 'http://localhost:3001'))).status).toBe(
      401,
    );
    expect((await passkeyLogin(device.login(await loginChallenge(), ORIGIN))).status).toBe(200);
  });

  it('refuses a challenge that was never issued, or has expired', async () => {
    const member = await registerMember(t);
    const device = new SoftAuthenticator();
    await addPasskey(member, device);
    expect((await passkeyLogin(device.login('bm90LWEtcmVhbC1jaGFsbGVuZ2UtYXQtYWxs', ORIGIN))).status).toBe(
      401,
    );
    const challenge = await loginChallenge();
    const later = clock.now;
    clock.now = new Date(later.getTime() + CHALLENGE_TTL_MS + 1000);
    try {
      expect((await passkeyLogin(device.login(challenge, ORIGIN))).status).toBe(401);
    } finally {
      clock.now = later;
    }
  });

  it('refuses a passkey that claims another account, an unknown passkey, and a removed one', async () => {
    const alice = await registerMember(t);
    const bob = await registerMember(t);
    const device = new SoftAuthenticator();
    await addPasskey(alice, device);
    const bobDevice = new SoftAuthenticator();
    await addPasskey(bob, bobDevice);
    const claimsBob = device.login(await loginChallenge(), ORIGIN, bobDevice.userHandle);
    expect((await passkeyLogin(claimsBob)).status).toBe(401);
    expect((await passkeyLogin(new SoftAuthenticator().login(await loginChallenge(), ORIGIN))).status).toBe(
      401,
    );

    const [id] = (await listOf(alice)).map((passkey) => passkey.id);
    expect((await call(t, 'DELETE', `/api/account/passkeys/${id}`, { who: alice, body: {} })).status).toBe(
      200,
    );
    expect((await passkeyLogin(device.login(await loginChallenge(), ORIGIN))).status).toBe(401);
  });
});

describe(`removing a passkey (${testDatabaseKind()})`, () => {
  it('needs the session, and another account’s passkey is a 404 that leaves it in place', async () => {
    const alice = await registerMember(t);
    const bob = await registerMember(t);
    await addPasskey(alice, new SoftAuthenticator());
    const [id] = (await listOf(alice)).map((passkey) => passkey.id);
    expect((await call(t, 'DELETE', `/api/account/passkeys/${id}`, { body: {} })).status).toBe(401);
    expect((await call(t, 'DELETE', `/api/account/passkeys/${id}`, { who: bob, body: {} })).status).toBe(404);
    expect((await call(t, 'DELETE', '/api/account/passkeys/not-an-id', { who: bob, body: {} })).status).toBe(
      404,
    );
    expect(await listOf(alice)).toHaveLength(1);
    expect((await call(t, 'GET', '/api/account/passkeys')).status).toBe(401);
  });
});

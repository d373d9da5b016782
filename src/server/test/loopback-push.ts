// A stand-in for a browser's push service, on a loopback HTTPS port (web-push only speaks https),
// and a device's subscription keys made here with node:crypto. The test decrypts what arrives with
// the device's own private key (RFC 8291, aes128gcm) through http_ece, the library web-push
// encrypts with, so the check reads what a real browser would read.
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- http_ece ships no types; decrypt(buffer, params) is all this file uses.
import ece from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface LoopbackPushService {
  /** https://127.0.0.1:port */
  origin: string;
  /** Trusts the service's self-signed certificate: give it to the sender. */
  agent: Agent;
  received: ReceivedPush[];
  /** The status the next requests get (201 Created by default, as push services answer). */
  answer(status: number): void;
  close(): Promise<void>;
}

/** A throwaway certificate for 127.0.0.1, made by openssl (node:crypto cannot make X.509). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ].concat([
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function openLoopbackPushService(): Promise<LoopbackPushService> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  let status = 201;
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    agent: new Agent({ ca: cert, keepAlive: false }),
    received,
    answer: (next) => (status = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A device as a browser holds it: a P-256 key pair and a 16-byte auth secret. */
export interface TestDevice {
  ecdh: ECDH;
  authSecret: Buffer;
  /** The PushSubscription JSON the browser would hand the page. */
  subscription(endpoint: string): {
    endpoint: string;
    expirationTime: null;
    keys: { p256dh: string; auth: string };
  };
  /** Decrypts an aes128gcm push body with this device's private key. */
  decrypt(body: Buffer): string;
}

export function testDevice(): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    subscription: (endpoint) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    }),
    decrypt: (body) =>
      (ece as { decrypt(buffer: Buffer, params: object): Buffer })
        .decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret })
        .toString('utf8'),
  };
}

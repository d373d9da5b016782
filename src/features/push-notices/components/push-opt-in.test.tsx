// @vitest-environment happy-dom
// The notices control against stand-ins for the browser's Push API and the server: the real push
// service cannot be reached here (decision 240), so "on", turning on and turning off, which the
// browser journey cannot reach, are checked with the browser's side played by small fakes.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushOptIn } from './push-opt-in';

const LABEL = 'Notify me on this device when an agent answers';
const ENDPOINT = 'https://push.example.com/device-1';
const KEYS = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

let subscription: { endpoint: string; toJSON(): unknown; unsubscribe: ReturnType<typeof vi.fn> } | null;
let permission: NotificationPermission;
let requests: { method: string; url: string; body: unknown }[];
let refuseSave: boolean;

function fakeSubscription() {
  return {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  };
}

beforeEach(() => {
  subscription = null;
  permission = 'default';
  requests = [];
  refuseSave = false;
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: async () => (permission = 'granted'),
  });
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async () => (subscription = fakeSubscription()),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const body = request.method === 'GET' ? undefined : await request.clone().json();
      requests.push({ method: request.method, url: new URL(request.url).pathname, body });
      if (request.url.endsWith('/api/push/key')) return Response.json({ publicKey: KEYS.p256dh });
      if (refuseSave && request.method === 'PUT') return Response.json({ message: 'no' }, { status: 400 });
      return Response.json({ ok: true });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the notices control', () => {
  it('turns notices on: asks the browser, subscribes with the server’s key and sends the subscription', async () => {
    render(<PushOptIn />);
    const box = (await screen.findByRole('checkbox', { name: LABEL })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect(box.checked).toBe(true));
    expect(screen.getByRole('status').textContent).toBe('Notices are on for this device.');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/push/key',
      'PUT /api/push/subscription',
    ]);
    expect(requests[1]!.body).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS });
  });

  it('shows "on" for a subscribed device and turns it off on the server and in the browser', async () => {
    permission = 'granted';
    subscription = fakeSubscription();
    const dropped = subscription.unsubscribe;
    render(<PushOptIn />);
    const box = (await screen.findByRole('checkbox', { name: LABEL })) as HTMLInputElement;
    await waitFor(() => expect(box.checked).toBe(true));
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect(box.checked).toBe(false));
    expect(requests).toEqual([
      { method: 'DELETE', url: '/api/push/subscription', body: { endpoint: ENDPOINT } },
    ]);
    expect(dropped).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Notices are off for this device.');
  });

  it('keeps no browser subscription the server refused, and says it did not work', async () => {
    refuseSave = true;
    render(<PushOptIn />);
    const box = (await screen.findByRole('checkbox', { name: LABEL })) as HTMLInputElement;
    await act(async () => fireEvent.click(box));
    await screen.findByText(/could not be turned on/);
    expect(box.checked).toBe(false);
    expect(subscription).toBeNull();
  });

  it('says how to allow notices when the browser blocks them, and offers no checkbox', async () => {
    permission = 'denied';
    render(<PushOptIn />);
    await screen.findByText('Notices from our site are blocked in this browser’s settings.');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says when the browser has no Push API, with what to do on an iPhone', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    render(<PushOptIn />);
    await screen.findByText('This browser cannot show notices from our site.');
    expect(screen.getByText(/add this site to your Home Screen/)).toBeTruthy();
  });
});

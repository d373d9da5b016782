// Test helper for the chat suites with a language model: the real app on a fresh database, talking
// to a fake OpenAI-compatible server on loopback (fake-llm-server.ts), with generous limits so a
// suite of many questions is never refused for its pace.
import type { AppDeps } from '../app-deps';
import { openTestApp, type TestApp } from '../test/test-app';
import { startFakeLlm, type FakeLlm } from './fake-llm-server';

export interface ModelApp {
  fake: FakeLlm;
  t: TestApp;
}

const GENEROUS = { max: 1000, windowMs: 60_000 };

/** The app with a model at the fake server; `env` sets the key, the model's name and its times. */
export async function openModelApp(
  env: Record<string, string>,
  limits: AppDeps['limits'] = {},
): Promise<ModelApp> {
  const fake = await startFakeLlm();
  const t = await openTestApp({
    env: { LLM_BASE_URL: fake.baseUrl, ...env },
    limits: { registerPerIp: GENEROUS, chatPerMember: GENEROUS, ...limits },
  });
  return { fake, t };
}

/** Each test starts with the fake streaming its pieces and nothing recorded. */
export function resetFake(fake: FakeLlm): void {
  fake.mode = 'stream';
  fake.cancelled = 0;
  fake.requests.length = 0;
}

export async function closeModelApp({ fake, t }: ModelApp): Promise<void> {
  await t.dispose();
  await fake.close();
}

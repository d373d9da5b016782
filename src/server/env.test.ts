import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { agency } from '../shared/agency';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('fills in the documented defaults when nothing is set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      SITE_NAME: agency.name,
      SITE_URL: 'http://localhost:3000',
      // Beside the server's build, wherever the process was started (decision 161).
      STATIC_DIR: fileURLToPath(new URL('../../dist/client', import.meta.url)),
      CHAT_PASSAGES_FILE: fileURLToPath(new URL('../../dist/server/chat-passages.json', import.meta.url)),
      TRUST_PROXY: false,
      SEED_DEMO: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('rejects a bad PORT and names it', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT: must be between 1 and 65535/);
  });

  it('names every bad variable at once', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'maybe', DATABASE_URL: 'mysql://x' })).toThrow(
      /TRUST_PROXY[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*TRUST_PROXY/,
    );
  });

  it('turns demo accounts off in production unless SEED_DEMO asks for them', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
  });

  it('takes the chat model settings all three together, or none, naming what is missing', () => {
    expect(loadEnv({}).LLM_BASE_URL).toBeUndefined();
    expect(loadEnv({}).LLM_TIMEOUT_MS).toBe(20_000);
    const full = { LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_API_KEY: 'ollama', LLM_MODEL: 'llama3.2' };
    expect(loadEnv(full)).toMatchObject(full);
    expect(() => loadEnv({ LLM_BASE_URL: full.LLM_BASE_URL })).toThrow(/LLM_API_KEY[\s\S]*LLM_MODEL/);
    expect(() => loadEnv({ ...full, LLM_BASE_URL: 'not a url' })).toThrow(/LLM_BASE_URL/);
  });

  it('reads flags written as true or false', () => {
    expect(loadEnv({ TRUST_PROXY: 'true', SEED_DEMO: 'false' })).toMatchObject({
      TRUST_PROXY: true,
      SEED_DEMO: false,
    });
  });

  it('keeps email unsent without SMTP_URL and refuses a malformed one or a short token secret', () => {
    const env = loadEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.EMAIL_TOKEN_SECRET).toBeUndefined();
    expect(env.EMAIL_FROM).toBe(`${agency.name} <${agency.email}>`);
    expect(loadEnv({ SMTP_URL: 'smtps://mailer:secret@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://mailer:secret@mail.example.com:465',
    );
    expect(() => loadEnv({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ EMAIL_TOKEN_SECRET: 'too short' })).toThrow(
      /EMAIL_TOKEN_SECRET: must be at least 32/,
    );
  });
});

import { defineConfig } from 'vitest/config';
import { srcAlias } from './scripts/dev/alias';

// Unit tests sit beside the code. Server tests run on in-memory PGlite, and once more on PostgreSQL
// when DATABASE_URL is set. Browser journeys are Playwright's (e2e/), not vitest's.
export default defineConfig({
  resolve: { alias: srcAlias },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    // The chat's passages, as the build makes them for the server (decision 161).
    globalSetup: ['scripts/vitest-chat-passages.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

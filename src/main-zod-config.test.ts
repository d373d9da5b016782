import { describe, expect, it } from 'vitest';

// src/main.tsx turns zod's eval probe off through zod's global config, without importing zod.
describe('zod configured before it loads', () => {
  it('reads jitless from the global that the client entry sets', async () => {
    const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    (zodGlobal.__zod_globalConfig ??= {}).jitless = true;
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Schemas still validate without the compiled fast path.
    expect(z.object({ age: z.number().int() }).safeParse({ age: 40 }).success).toBe(true);
  });
});

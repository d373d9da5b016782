// An OpenAI-compatible /chat/completions client with stream:true, on fetch (no SDK): hosted
// services and local servers (Ollama, vLLM) speak the same protocol. Yields the text deltas.

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long to wait for the first token before giving up. */
  firstTokenMs: number;
}

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class LlmError extends Error {}

/** The `data:` payloads of an SSE body, line by line, as they arrive. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, end).replace(/\r$/, '');
      buffer = buffer.slice(end + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
    }
  }
}

interface StreamChunk {
  choices?: { delta?: { content?: string | null } }[];
}

/**
 * Streams a completion. Throws LlmError when the service fails, answers an error status, or sends
 * no token within firstTokenMs; `signal` (the member's stop button) ends it early without error.
 */
export async function* streamCompletion(
  config: LlmConfig,
  messages: LlmMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop);
  let timedOut = false;
  // Waits for the first token, then for each next one: a stalled stream ends like a silent one.
  const arm = () =>
    setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.firstTokenMs);
  let timer = arm();
  try {
    const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.2 }),
      signal: controller.signal,
    });
    if (!res.ok || !res.body) throw new LlmError(`the model service answered ${res.status}`);
    for await (const data of sseData(res.body)) {
      if (data === '[DONE]') return;
      let parsed: StreamChunk;
      try {
        parsed = JSON.parse(data) as StreamChunk;
      } catch {
        throw new LlmError('the model service sent something that is not JSON');
      }
      const text = parsed.choices?.[0]?.delta?.content;
      if (text) {
        clearTimeout(timer);
        yield text;
        timer = arm();
      }
    }
  } catch (error) {
    if (signal.aborted) return;
    if (timedOut) throw new LlmError('the model service did not answer in time');
    throw error instanceof LlmError ? error : new LlmError('the model service could not be reached');
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

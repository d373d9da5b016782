// An OpenAI-compatible /chat/completions client with stream:true, on fetch (no SDK): hosted
// services and local servers (Ollama, vLLM) speak the same protocol. Yields the text deltas.

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long to wait for the first token (and each next one) before giving up. */
  firstTokenMs: number;
  /** The whole reply's time: a model that runs on is stopped here. */
  totalMs: number;
  /** The model's own cap on the reply's length. */
  maxTokens: number;
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
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
}

/** The model stopped at max_tokens: what it wrote ends mid-sentence. */
export class LlmCutShort extends LlmError {}

/**
 * Streams a completion. Throws LlmError when the service fails, answers an error status, sends
 * no token within firstTokenMs or is not done within totalMs; `signal` (the member's stop button) ends it early without error.
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
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  // Waits for the first token, then for each next one: a stalled stream ends like a silent one.
  const arm = () => setTimeout(expire, config.firstTokenMs);
  let timer = arm();
  const deadline = setTimeout(expire, config.totalMs);
  try {
    const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        messages,
        stream: true,
        temperature: 0.2,
        max_tokens: config.maxTokens,
      }),
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
      if (parsed.choices?.[0]?.finish_reason === 'length') throw new LlmCutShort('the reply hit max_tokens');
    }
  } catch (error) {
    if (signal.aborted) return;
    if (timedOut) throw new LlmError('the model service did not answer in time');
    throw error instanceof LlmError ? error : new LlmError('the model service could not be reached');
  } finally {
    clearTimeout(timer);
    clearTimeout(deadline);
    signal.removeEventListener('abort', stop);
  }
}

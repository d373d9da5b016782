// Answering on the device when there is no network (issue 47, decision 264): the engine's chunk and
// the build's passages load on the chat screen only (a dynamic import, never a page's first load),
// the index is built once, and each reply opens by saying where it came from.
import type { ChatIndex, Reply, Turn } from '../../../shared/chat-engine/answer-from-index';
import { DEVICE_PASSAGES_PATH, type DevicePassagesFile } from '../../../shared/chat-engine/device-passages';
import type { Passage } from '../../../shared/chat-engine/passage';
import type { ChatMessage } from '../../../shared/chat-schemas';

/** The first sentence of every reply made here: the member knows nobody at the agency has seen it. */
export const ON_DEVICE_NOTE =
  'This answer comes from the guides on this device, and an agent will not see it until you are back online.';

export type DeviceAnswerer = (question: string, history: Turn[]) => Reply;

interface Engine {
  indexPassages: (passages: readonly Passage[]) => ChatIndex;
  answerFromIndex: (index: ChatIndex, question: string, history?: Turn[]) => Reply;
  warmUp?: (index: ChatIndex) => void;
}

/** The engine's answers over `passages` (indexed once, here), each opened by the note. */
export function deviceAnswerer(engine: Engine, passages: readonly Passage[]): DeviceAnswerer {
  const index = engine.indexPassages(passages);
  // In the next task: the screen can take a key press between the two.
  if (engine.warmUp) setTimeout(() => engine.warmUp!(index), 0);
  return (question, history) => {
    const reply = engine.answerFromIndex(index, question, history);
    return { ...reply, text: `${ON_DEVICE_NOTE}\n\n${reply.text}` };
  };
}

/** The conversation as the engine reads it: the member's and the assistant's turns, as the server does. */
export const turnsOf = (messages: readonly ChatMessage[]): Turn[] =>
  messages
    .filter((m) => m.role === 'user' || m.role === 'assistant')
    .map((m) => ({ role: m.role as Turn['role'], text: m.text }));

const loadEngine = () => import('../../../shared/chat-engine/answer-from-index');

async function loadPassages(): Promise<Passage[]> {
  const response = await fetch(DEVICE_PASSAGES_PATH, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`chat passages: ${response.status}`);
  return ((await response.json()) as DevicePassagesFile).passages;
}

/**
 * Online, soon after the chat screen opens: the passages and the engine's chunk are fetched so the
 * worker keeps them (src/sw.ts) for the day the network is gone. Nothing is built yet.
 */
export function warmDeviceAnswers(): void {
  // The passages are fetched, not read: the worker keeps the response, and parsing 700 kB of JSON
  // here would only cost the screen's main thread.
  const fetchPassages = fetch(DEVICE_PASSAGES_PATH, { credentials: 'same-origin' }).then((r) => r.blob());
  void Promise.all([loadEngine(), fetchPassages]).catch(() => undefined);
}

let answerer: Promise<DeviceAnswerer | null> | undefined;

/** The device's answerer, built once; null when the passages or the engine are not on the device. */
export function loadDeviceAnswerer(): Promise<DeviceAnswerer | null> {
  answerer ??= Promise.all([loadEngine(), loadPassages()])
    .then(([engine, passages]) => deviceAnswerer(engine, passages))
    .catch(() => {
      // Not on the device yet (never opened online): try again next time.
      answerer = undefined;
      return null;
    });
  return answerer;
}

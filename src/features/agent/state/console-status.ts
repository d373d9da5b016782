// What the console last did ("Lead Q-… moved to contacted"), read out by the console's live region
// so a change made with a button is announced without moving the reader's focus.
import { atom, useSetAtom } from 'jotai';

export const consoleStatusAtom = atom<{ text: string; tone: 'ok' | 'error'; at: number } | null>(null);

/** Call with what happened; a failure is shown in the error colour. */
export function useAnnounce(): (text: string, tone?: 'ok' | 'error') => void {
  const set = useSetAtom(consoleStatusAtom);
  return (text, tone = 'ok') => set({ text, tone, at: Date.now() });
}

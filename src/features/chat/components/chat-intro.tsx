// What a new conversation says before anything is asked: on the chat screen, and in its prerendered
// shell (src/pages/member-shells.tsx), where it is the screen's largest text at the first paint.
export const CHAT_INTRO =
  'Ask about cover, Medicare or retirement. The assistant answers from our own guides and shows ' +
  'where each answer comes from. For a price or a change to your cover, ask an agent.';

export function ChatIntroText() {
  return <p>{CHAT_INTRO}</p>;
}

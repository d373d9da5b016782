import { describe, expect, it } from 'vitest';
import { ON_DEVICE_NOTE } from '../api/device-answer';
import { deviceTurn, withDeviceTurns } from './device-turns';

const reply = {
  text: `${ON_DEVICE_NOTE}\n\nPart B covers doctor visits. [1]`,
  citations: [],
  suggestions: [],
};

describe('the turns answered on the device, among the stored messages', () => {
  it('shows a turn the server refused with the reason in place of the note, the answer kept', () => {
    const turn = {
      ...deviceTurn(null, 'what does part b cover', reply, 0),
      refused: 'you have sent a lot of messages this hour',
    };
    const [question, shown] = withDeviceTurns([], [turn], null);
    expect(question!.text).toBe('what does part b cover');
    expect(shown!.text).not.toContain(ON_DEVICE_NOTE);
    expect(shown!.text).toMatch(
      /^This answer comes from the guides on this device\. Our server has not taken your question yet \(you have sent a lot of messages this hour\)/,
    );
    expect(shown!.text).toContain('\n\nPart B covers doctor visits. [1]');
  });

  it('shows a turn not yet sent as the device answered it', () => {
    const turn = deviceTurn(null, 'what does part b cover', reply, 0);
    expect(withDeviceTurns([], [turn], null)[1]!.text).toBe(reply.text);
    expect(withDeviceTurns([], [turn], 'another-conversation')).toEqual([]);
  });
});

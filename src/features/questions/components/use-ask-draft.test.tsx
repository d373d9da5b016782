// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { readIdb } from '../../../lib/store';
import { AskForm } from './ask-form';

afterEach(cleanup);

describe('the ask form and its draft on the device', () => {
  it('keeps what was typed before the session and the stored draft were known, and saves it', async () => {
    const store = createStore();
    const view = (owner: { id: string } | null) => (
      <Provider store={store}>
        <AskForm owner={owner} />
      </Provider>
    );
    const { rerender } = render(view(null));
    const title = screen.getByLabelText('Your question in one line') as HTMLInputElement;
    fireEvent.input(title, { target: { value: 'Is my detached garage covered?' } });

    // The session arrives: the draft is read (none) and started; the typed line stays.
    await act(async () => rerender(view({ id: 'member-1' })));
    await waitFor(async () =>
      expect(await readIdb('draft:question')).toMatchObject({
        title: 'Is my detached garage covered?',
        ownerId: 'member-1',
      }),
    );
    expect(title.value).toBe('Is my detached garage covered?');
    // The email checkbox, unticked until the draft fills it, keeps the draft's default (on).
    expect((screen.getByLabelText('Email me when an agent answers') as HTMLInputElement).checked).toBe(true);
    expect(await readIdb('draft:question')).toMatchObject({ notifyByEmail: true });
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChoiceGroup } from './choice-group';
import { ErrorSummary } from './error-summary';
import { TextField } from './fields';
import { Honeypot } from './honeypot';
import { useKitForm, type SendOutcome } from './use-kit-form';

const schema = z.strictObject({
  name: z.string().trim().min(1, 'Enter your name.'),
  email: z.email('Enter a valid email address.'),
  website: z.string().max(0),
});

const LABELS = { name: 'Your name', email: 'Email address' };
const sent: unknown[] = [];

function Example({ answer }: { answer: () => Promise<SendOutcome> }) {
  const kit = useKitForm({ formId: 'example', schema, labels: LABELS });
  const onSubmit = kit.onSubmit(async (data) => {
    sent.push(data);
    return answer();
  });
  return (
    <form ref={kit.formRef} noValidate onSubmit={onSubmit}>
      <ErrorSummary {...kit.summary} />
      <TextField hint="As on your policy." {...kit.field('name')} />
      <TextField {...kit.field('email')} />
      <Honeypot {...kit.field('website')} />
      <button type="submit">Send</button>
    </form>
  );
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
}

afterEach(() => {
  cleanup();
  sent.length = 0;
});

describe('a form built with the kit', () => {
  it('names each bad field with the schema message, wires aria and focuses the first', async () => {
    render(<Example answer={async () => undefined} />);
    await submit();
    const name = screen.getByLabelText('Your name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('example-name-hint example-name-error');
    expect(document.getElementById('example-name-error')?.textContent).toContain('Enter your name.');
    expect(screen.getByRole('link', { name: 'Your name: Enter your name.' }).getAttribute('href')).toBe(
      '#example-name',
    );
    expect(sent).toEqual([]);
  });

  it('sends the checked data and shows the server field map at its fields', async () => {
    render(<Example answer={async () => ({ email: 'That address is already in use.' })} />);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: '  Ada ' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    await submit();
    expect(sent).toEqual([{ name: 'Ada', email: 'ada@example.com', website: '' }]);
    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBeNull();
  });

  it('moves focus to the summary when the problem belongs to the whole form', async () => {
    render(<Example answer={async () => ({ form: 'Our service is busy right now.' })} />);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    await submit();
    const summary = screen.getByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain('Our service is busy right now.');
  });

  it('keeps what was typed before the page was hydrated (text fields have no default)', async () => {
    const page = <Example answer={async () => undefined} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The prerendered page takes typing before React is live: the kit reads it, never resets it.
    container.querySelector<HTMLInputElement>('#example-name')!.value = 'Typed early';
    container.querySelector<HTMLInputElement>('#example-email')!.value = 'ada@example.com';
    const root = await act(async () => hydrateRoot(container, page));
    await submit();
    expect(sent).toEqual([{ name: 'Typed early', email: 'ada@example.com', website: '' }]);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps a reply choice picked before the page was hydrated, and the default otherwise', async () => {
    const replySchema = z.strictObject({ reply: z.enum(['email', 'phone'], { error: 'Choose how.' }) });
    const methods = [
      { value: 'email', label: 'Email' },
      { value: 'phone', label: 'Phone' },
    ];
    function Reply() {
      const kit = useKitForm({ formId: 'reply', schema: replySchema, labels: { reply: 'How?' } });
      const onSubmit = kit.onSubmit(async (data) => void sent.push(data));
      return (
        <form ref={kit.formRef} noValidate onSubmit={onSubmit}>
          <ChoiceGroup options={methods} defaultValue="email" {...kit.field('reply')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    for (const early of ['phone', undefined]) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Reply />);
      document.body.append(container);
      if (early) container.querySelector<HTMLInputElement>(`input[value="${early}"]`)!.checked = true;
      const root = await act(async () => hydrateRoot(container, <Reply />));
      await submit();
      act(() => root.unmount());
      container.remove();
    }
    expect(sent).toEqual([{ reply: 'phone' }, { reply: 'email' }]);
  });
});

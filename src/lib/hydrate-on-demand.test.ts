// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldsChanged, hydrateOnDemand, wantApp } from './hydrate-on-demand';

const signals = (signedIn = false) => ({
  wanted: () => Promise.resolve(signedIn),
  sessionChannel: 'test-session',
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const stops: (() => void)[] = [];
const onDemand = (start: () => void, signedIn = false) =>
  stops.push(hydrateOnDemand(start, signals(signedIn)));

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
});

describe('hydrateOnDemand', () => {
  it('waits while the visitor only reads, and starts once at the first key', async () => {
    const start = vi.fn();
    onDemand(start);
    await settle();
    document.body.innerHTML = '<a href="/next">next</a><details><summary>Menu</summary></details>';
    document.querySelector('summary')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.querySelector('a')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at a press anywhere in a form, and at a field filled without a key (autofill)', async () => {
    const pressed = vi.fn();
    onDemand(pressed);
    document.body.innerHTML =
      '<form method="post"><p>Every field is needed.</p><button type="submit" disabled>Send</button></form>';
    document.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(pressed).toHaveBeenCalledTimes(1);

    const filled = vi.fn();
    onDemand(filled);
    document.body.innerHTML = '<input name="email">';
    document.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(filled).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the boot script held a send before it ran', async () => {
    document.documentElement.setAttribute('data-want-app', '');
    const start = vi.fn();
    onDemand(start);
    expect(start).toHaveBeenCalledTimes(1);
    document.documentElement.removeAttribute('data-want-app');
  });

  it('starts at a press on a control, and presses a plain button again once the page is hydrated', async () => {
    const start = vi.fn();
    onDemand(start);
    document.body.innerHTML = '<button type="button"><span>Save</span></button>';
    const button = document.querySelector('button')!;
    const presses = vi.fn();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    button.addEventListener('click', presses);
    button.querySelector('span')!.click();
    expect(presses).not.toHaveBeenCalled();
    document.documentElement.setAttribute('data-hydrated', '');
    await settle();
    expect(presses).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a member signed in on this device', async () => {
    const start = vi.fn();
    onDemand(start, true);
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when another part of the page wants the app (an update waiting)', async () => {
    const start = vi.fn();
    onDemand(start);
    await settle();
    wantApp();
    wantApp();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('tells a field typed into, ticked or chosen before the script ran from one left as the HTML gave it', () => {
    document.body.innerHTML =
      '<input name="a" value="x"><input type="checkbox" checked><select><option value="">All</option><option value="m">M</option></select><textarea>t</textarea>';
    expect(fieldsChanged(document.body)).toBe(false);
    document.querySelector('select')!.value = 'm';
    expect(fieldsChanged(document.body)).toBe(true);
    document.querySelector('select')!.value = '';
    (document.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = false;
    expect(fieldsChanged(document.body)).toBe(true);
    (document.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
    document.querySelector('textarea')!.value = 'typed';
    expect(fieldsChanged(document.body)).toBe(true);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hasDirtyForm, onDirtyFormsChange, trackDirtyForms } from './dirty-forms';

function addForm(html: string, attributes: Record<string, string> = {}): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(attributes)) form.setAttribute(name, value);
  form.innerHTML = html;
  document.body.append(form);
  return form;
}

function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('dirty form tracking', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    hasDirtyForm();
  });

  it('a form with typed text is dirty until it leaves the page', () => {
    trackDirtyForms();
    const form = addForm('<input name="first" />');
    expect(hasDirtyForm()).toBe(false);
    type(form.querySelector('input')!, 'Eleanor');
    expect(hasDirtyForm()).toBe(true);
    // A step of a multi-step form submits; the person is still filling it in.
    form.dispatchEvent(new Event('submit', { bubbles: true }));
    expect(hasDirtyForm()).toBe(true);
    form.remove();
    expect(hasDirtyForm()).toBe(false);
  });

  it('a chat message that was sent (the box emptied) no longer holds back an update', () => {
    trackDirtyForms();
    const form = addForm('<textarea name="message"></textarea>', { 'aria-label': 'Ask the assistant' });
    const box = form.querySelector('textarea')!;
    type(box, 'What does Part B cover?');
    expect(hasDirtyForm()).toBe(true);
    form.dispatchEvent(new Event('submit', { bubbles: true }));
    box.value = '';
    expect(hasDirtyForm()).toBe(false);
  });

  it('the calculator (nothing to send) and choices without typed text do not count', () => {
    trackDirtyForms();
    const calculator = addForm('<input name="age" />', { 'data-nothing-to-send': '' });
    type(calculator.querySelector('input')!, '55');
    const choices = addForm('<input type="radio" name="line" value="auto" />');
    choices.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasDirtyForm()).toBe(false);
  });

  it('a reset form is clean again and listeners hear about both changes', () => {
    trackDirtyForms();
    const form = addForm('<input name="zip" />');
    let calls = 0;
    const stop = onDirtyFormsChange(() => (calls += 1));
    type(form.querySelector('input')!, '04101');
    form.dispatchEvent(new Event('reset', { bubbles: true }));
    stop();
    expect(hasDirtyForm()).toBe(false);
    expect(calls).toBe(2);
  });

  it('typing in a search box does not hold back an update', () => {
    trackDirtyForms();
    const form = addForm('<input type="search" name="q" />');
    type(form.querySelector('input')!, 'medicare');
    expect(hasDirtyForm()).toBe(false);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasDirtyForm, onDirtyFormsChange, trackDirtyForms } from './dirty-forms';

function addForm(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.append(form);
  return form;
}

describe('dirty form tracking', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    hasDirtyForm();
  });

  it('a form with typed input is dirty until it leaves the page', () => {
    trackDirtyForms();
    const form = addForm('<input name="first" />');
    expect(hasDirtyForm()).toBe(false);
    form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasDirtyForm()).toBe(true);
    // A step of a multi-step form submits; the person is still filling it in.
    form.dispatchEvent(new Event('submit', { bubbles: true }));
    expect(hasDirtyForm()).toBe(true);
    form.remove();
    expect(hasDirtyForm()).toBe(false);
  });

  it('a reset form is clean again and listeners hear about both changes', () => {
    trackDirtyForms();
    const form = addForm('<input name="zip" />');
    let calls = 0;
    const stop = onDirtyFormsChange(() => (calls += 1));
    form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    form.dispatchEvent(new Event('reset', { bubbles: true }));
    stop();
    expect(hasDirtyForm()).toBe(false);
    expect(calls).toBe(2);
  });

  it('typing in a search box does not hold back an update', () => {
    trackDirtyForms();
    const form = addForm('<input type="search" name="q" />');
    form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasDirtyForm()).toBe(false);
  });
});

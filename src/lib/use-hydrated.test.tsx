// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { beginHydration, endHydration, useHydrated } from './use-hydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Probe() {
  renders += 1;
  return <p>{useHydrated() ? 'hydrated' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and true where nothing is hydrated (a createRoot render)', async () => {
    expect(renderToString(<Probe />)).toContain('server');
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Probe />));
    expect(container.textContent).toBe('hydrated');
  });

  it('hydrates the server state without a mismatch, then draws its own when endHydration runs', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    const errors = vi.fn();
    beginHydration();
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: errors });
    });
    // Hydrated with the server's text, and no second render forced at subscription.
    expect(container.textContent).toBe('server');
    expect(renders).toBe(1);
    expect(errors).not.toHaveBeenCalled();
    await act(async () => endHydration());
    expect(container.textContent).toBe('hydrated');
    expect(renders).toBe(2);
    // Once over, a part mounted later draws its own state at once.
    const later = document.createElement('div');
    await act(async () => createRoot(later).render(<Probe />));
    expect(later.textContent).toBe('hydrated');
  });

  it('draws a part hydrated after the end in its server state first, then its own, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    const errors = vi.fn();
    beginHydration();
    await act(async () => endHydration());
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: errors });
    });
    expect(container.textContent).toBe('hydrated');
    expect(errors).not.toHaveBeenCalled();
  });
});

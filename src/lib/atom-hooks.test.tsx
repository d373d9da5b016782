// @vitest-environment happy-dom
import { atom, createStore, Provider } from 'jotai';
import { act, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAtom, useAtomValue } from './atom-hooks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const countAtom = atom(1);
let renders = 0;
function Count() {
  renders += 1;
  return <p>{useAtomValue(countAtom)}</p>;
}
const withStore = (store: ReturnType<typeof createStore>, children: ReactNode) => (
  <Provider store={store}>{children}</Provider>
);

describe('useAtomValue', () => {
  it('hydrates once: no second render after subscribing when nothing changed', async () => {
    const store = createStore();
    const container = document.createElement('div');
    container.innerHTML = renderToString(withStore(store, <Count />));
    renders = 0;
    await act(async () => {
      hydrateRoot(container, withStore(store, <Count />));
    });
    expect(container.textContent).toBe('1');
    expect(renders).toBe(1);
    await act(async () => store.set(countAtom, 2));
    expect(container.textContent).toBe('2');
    expect(renders).toBe(2);
    // Setting the same value again draws nothing.
    await act(async () => store.set(countAtom, 2));
    expect(renders).toBe(2);
  });

  it('catches a change made between the render and the subscription', async () => {
    const store = createStore();
    function ChangesOnMount() {
      const [, setCount] = useAtom(countAtom);
      // A sibling's layout effect runs after Count rendered and before its effect subscribes.
      return <Changer onMount={() => setCount(5)} />;
    }
    function Changer({ onMount }: { onMount: () => void }) {
      useLayoutEffect(onMount, [onMount]);
      return null;
    }
    const container = document.createElement('div');
    await act(async () =>
      createRoot(container).render(
        withStore(
          store,
          <>
            <Count />
            <ChangesOnMount />
          </>,
        ),
      ),
    );
    expect(container.textContent).toBe('5');
  });
});

// jotai's useAtomValue and useAtom for the app's atoms, which all hold plain values (no promises).
// jotai's own hook dispatches a re-render in the effect that subscribes it, to catch a change made
// between the render and the subscription; React renders every such part a second time, and on a
// hydrated page it does so at once, in the task of the hydration's effects (RouteView's second
// render redrew the whole page there). These re-render only when the value did change: a state
// update that leaves the state as it is costs React nothing (decision 247). eslint points every
// import here (eslint.config.js).
import { useStore, useSetAtom, type Atom, type WritableAtom } from 'jotai';
import { useEffect, useState } from 'react';

type Store = ReturnType<typeof useStore>;

interface Seen<Value> {
  value: Value;
  store: Store;
  atom: Atom<Value>;
}

/** The atom's value from the app's store; the part re-renders when it changes. */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const [seen, setSeen] = useState<Seen<Value>>(() => ({ value: store.get(atom), store, atom }));
  const current = seen.store === store && seen.atom === atom ? seen : { value: store.get(atom), store, atom };
  if (current !== seen) setSeen(current);
  useEffect(() => {
    const read = () =>
      setSeen((previous) => {
        const value = store.get(atom);
        return Object.is(previous.value, value) && previous.store === store && previous.atom === atom
          ? previous
          : { value, store, atom };
      });
    const unsubscribe = store.sub(atom, read);
    // A change between the render and this subscription; nothing to do (and no render) otherwise.
    read();
    return unsubscribe;
  }, [store, atom]);
  return current.value;
}

/** The atom's value and its setter, as jotai's useAtom. */
export function useAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom), useSetAtom(atom)];
}

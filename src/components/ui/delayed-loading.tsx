import { useEffect, useState } from 'react';

/** The loading indicator waits 200 ms, so fast loads never flash it. */
export const LOADING_DELAY_MS = 200;

export function DelayedLoading({ label = 'Loading the page…' }: { label?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="loading" role="status">
      {visible && (
        <>
          <span className="loading__spinner" aria-hidden="true" />
          {label}
        </>
      )}
    </div>
  );
}

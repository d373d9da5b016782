import { useOnline } from '@/lib/use-online';

/**
 * A polite note while the device is offline. The live region is always rendered (empty when online),
 * so screen readers announce the change; the server and hydration render it online.
 */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <div role="status" className="pwa-offline">
      {!online && (
        <p>
          <strong>You are offline.</strong> Guides, articles and the calculator still work. Forms you send
          will wait on this device until you are back online.
        </p>
      )}
    </div>
  );
}

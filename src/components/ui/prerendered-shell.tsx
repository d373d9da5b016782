import { useLocation } from 'wouter';
import { prerenderedShellFor } from '../../lib/prerendered-shell';

/**
 * The screen's prerendered shell, drawn again from the markup the server sent (it holds no private
 * data, and nothing from the address: only the build's own HTML), or `fallback` when this address
 * came without one.
 */
export function PrerenderedShell({ fallback }: { fallback: React.ReactNode }) {
  const [path] = useLocation();
  const html = prerenderedShellFor(path);
  if (html === undefined) return fallback;
  return <div className="screen-shell" data-screen-shell dangerouslySetInnerHTML={{ __html: html }} />;
}

import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isSavedForOffline, saveForOffline } from '../state/save-offline';

interface SaveOfflineButtonProps {
  /** The pages to keep: an article's path, or every episode path of a series (the first is checked). */
  paths: string[];
  /** What is saved, for the button and message: "article", "series". */
  what: string;
}

/**
 * "Save for offline" for article and series pages (members): drop it in next to the title. Pictures in
 * the page's main content are saved along with it.
 */
export function SaveOfflineButton({ paths, what }: SaveOfflineButtonProps) {
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  useEffect(() => {
    if (paths[0]) void isSavedForOffline(paths[0]).then((saved) => saved && setState('saved'));
  }, [paths]);

  async function save() {
    setState('saving');
    try {
      const images = [...document.querySelectorAll<HTMLImageElement>('main img')]
        .map((img) => img.currentSrc || img.src)
        .filter((src) => src.startsWith(window.location.origin));
      await saveForOffline(paths, images);
      setState('saved');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="pwa-save">
      <Button
        variant="secondary"
        onClick={() => void save()}
        disabled={state === 'saving' || state === 'saved'}
      >
        {state === 'saved'
          ? `This ${what} is saved for offline reading`
          : `Save this ${what} for offline reading`}
      </Button>
      <p role="status" className="pwa-save__status">
        {state === 'saving' && 'Saving…'}
        {state === 'failed' && 'It could not be saved. Check your connection and try again.'}
      </p>
    </div>
  );
}

import { OfflineIndicator } from './offline-indicator';
import { OutboxNotices } from './outbox-notices';
import { InstallInvitation } from './install-invitation';
import { UpdatePrompt } from './update-prompt';
import './pwa.css';

/** The site-wide notes of the installed app: offline, queued forms, a new version, the install invitation. */
export function PwaNotices() {
  return (
    <div className="pwa-notices">
      <OfflineIndicator />
      <OutboxNotices />
      <UpdatePrompt />
      <InstallInvitation />
    </div>
  );
}

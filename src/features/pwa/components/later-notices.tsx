import { InstallInvitation } from './install-invitation';
import { OutboxNotices } from './outbox-notices';
import { UpdatePrompt } from './update-prompt';

/** The notes that can wait for hydration; loaded lazily by PwaNotices. */
export default function LaterNotices() {
  return (
    <>
      <OutboxNotices />
      <UpdatePrompt />
      <InstallInvitation />
    </>
  );
}

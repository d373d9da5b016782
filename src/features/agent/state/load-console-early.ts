// A console page opened by its address asks for its data as the console's code arrives, beside the
// session check, not after the session is known and the section has drawn (src/lib/early-load.ts,
// decision 242): three round trips in a row would hold back the console's largest paint. What a page loads first is src/shared/console-loads.ts's, the same list the server
// renders an agent's page with. The server still decides: a member's early loads are refused and
// never shown.
import { api } from '../../../lib/api-client';
import { loadEarly } from '../../../lib/early-load';
import { consoleFirstLoads } from '../../../shared/console-loads';

export function loadConsoleEarly(pathname: string): void {
  for (const { key, url } of consoleFirstLoads(pathname)) loadEarly(key, () => api(url));
}

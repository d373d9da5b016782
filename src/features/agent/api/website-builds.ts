import { api } from '../../../lib/api-client';
import type {
  AddBuildNoteInput,
  BuildQueueResponse,
  BuildStatus,
  UpdateBuildStatusInput,
  WebsiteBuildDetail,
} from '../../../shared/website-build-schemas';

const BASE = '/api/agent/website-builds';

/** GET /api/agent/website-builds: requests waiting on the agency first, oldest first. */
export function getBuildQueue(status: BuildStatus | '', page: number): Promise<BuildQueueResponse> {
  return api<BuildQueueResponse>(BASE, { query: { status: status || undefined, page } });
}

/** GET /api/agent/website-builds/:id: any request, with its member and history. */
export function getBuild(id: string): Promise<WebsiteBuildDetail> {
  return api<WebsiteBuildDetail>(`${BASE}/${encodeURIComponent(id)}`);
}

/** PATCH /api/agent/website-builds/:id: a new status, with an optional note; the member is emailed. */
export function moveBuild(id: string, input: UpdateBuildStatusInput): Promise<WebsiteBuildDetail> {
  return api<WebsiteBuildDetail>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

/** POST /api/agent/website-builds/:id/notes: a note the member reads; they are emailed. */
export function addBuildNote(id: string, input: AddBuildNoteInput): Promise<WebsiteBuildDetail> {
  return api<WebsiteBuildDetail>(`${BASE}/${encodeURIComponent(id)}/notes`, { method: 'POST', body: input });
}

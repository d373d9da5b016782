import { api } from '../../../lib/api-client';
import type {
  CreateWebsiteBuildInput,
  MyWebsiteBuilds,
  WebsiteBuildDetail,
} from '../../../shared/website-build-schemas';

/** POST /api/website-builds: 201 with the stored request. The draft's key makes a resend harmless. */
export function submitBuild(
  input: CreateWebsiteBuildInput,
  idempotencyKey: string,
): Promise<WebsiteBuildDetail> {
  return api<WebsiteBuildDetail>('/api/website-builds', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** GET /api/website-builds: the member's own requests, newest first. */
export function listMyBuilds(): Promise<MyWebsiteBuilds> {
  return api<MyWebsiteBuilds>('/api/website-builds');
}

/** GET /api/website-builds/:id: one request with its history. */
export function getMyBuild(id: string): Promise<WebsiteBuildDetail> {
  return api<WebsiteBuildDetail>(`/api/website-builds/${encodeURIComponent(id)}`);
}

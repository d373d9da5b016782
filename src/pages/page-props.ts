import type { RouteMatch } from '../shared/route-table';

/** What the route view gives every page: the matched route (title, data) and its params. */
export interface PageProps {
  match: RouteMatch;
}

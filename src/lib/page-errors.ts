// Errors a page can throw while it renders, which the route's error boundary turns into the right
// page: the 404 text for data that does not exist, a Retry for data that could not be fetched.

/** The page's address matches a route, but there is nothing at it (its data answered 404). */
export class PageNotFoundError extends Error {
  override name = 'PageNotFoundError';
  constructor(readonly path: string) {
    super(`Page not found: ${path}`);
  }
}

/** The page's data could not be fetched (offline, a server fault): worth a Retry. */
export class PageDataError extends Error {
  override name = 'PageDataError';
  constructor() {
    super('This page could not be loaded. Check your connection and try again.');
  }
}

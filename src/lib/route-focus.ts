// After a client-side navigation the new page's <h1> takes focus (screen readers announce the new
// page). The first load must not steal focus, so the app marks navigations and the heading consumes it.
let pending = false;

export function markNavigation(): void {
  pending = true;
}

export function consumeNavigation(): boolean {
  const was = pending;
  pending = false;
  return was;
}

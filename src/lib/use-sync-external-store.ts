// What `use-sync-external-store/shim` gives wouter, from React itself: the shim exists for React
// before 18, and would add its own copy of the hook to the entry (decision 246).
export { useSyncExternalStore } from 'react';

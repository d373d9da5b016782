// Runs before first paint: applies the saved colour mode (src/features/color-mode/color-mode.ts
// holds the same rules for the app; keep both in step). External file because the CSP forbids inline scripts.
(function () {
  var preference = 'system';
  try {
    var saved = window.localStorage.getItem('color-mode');
    if (saved === 'light' || saved === 'dark') preference = saved;
  } catch {
    // Storage blocked: follow the device.
  }
  var dark =
    preference === 'dark' ||
    (preference === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.setAttribute('data-color-preference', preference);
  root.setAttribute('data-color-mode', dark ? 'dark' : 'light');
})();

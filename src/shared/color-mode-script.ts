// The colour mode boot script (decision 012): inlined into every prerendered page's <head> so the
// saved mode applies before first paint without a request. The server allows exactly this text by
// its sha256 hash in the CSP, and the prerender step refuses any other inline script, so this string
// is the one source of truth. Its rules match src/features/color-mode/color-mode.ts (a test checks).
// No "</" and no template holes: the bytes hashed are the bytes shipped.
export const COLOR_MODE_SCRIPT =
  "(function(){var p='system';try{var s=localStorage.getItem('color-mode');if(s==='light'||s==='dark')p=s}catch(e){}" +
  "var d=p==='dark'||(p==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "var r=document.documentElement;r.setAttribute('data-color-preference',p);r.setAttribute('data-color-mode',d?'dark':'light')})()";

/** The tag as it appears in the HTML: the hash covers the text between the tags, nothing else. */
export const COLOR_MODE_SCRIPT_TAG = `<script>${COLOR_MODE_SCRIPT}</script>`;

/** Where index.html asks for the tag (replaced by the build and the dev server). */
export const COLOR_MODE_PLACEHOLDER = '<!--color-mode-script-->';

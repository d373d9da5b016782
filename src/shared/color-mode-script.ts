// The boot script (decisions 012 and 076): inlined into every prerendered page's <head>. It applies
// the saved colour mode before first paint without a request, and starts the page's JavaScript only
// after that paint, so the scripts never compete with the HTML and CSS for the first screen. The
// server allows exactly this text by its sha256 hash in the CSP, and the prerender step refuses any
// other inline script, so this file is the one source of truth. The colour rules match
// src/features/color-mode/color-mode.ts (boot-script.test.ts checks). No "</" and no template holes:
// the bytes hashed are the bytes shipped.
export const COLOR_MODE_SCRIPT =
  '(function(){var r=document.documentElement;function a(p){' +
  "var d=p==='dark'||(p==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "r.setAttribute('data-color-preference',p);r.setAttribute('data-color-mode',d?'dark':'light')}" +
  "var p='system';try{var s=localStorage.getItem('color-mode');if(s==='light'||s==='dark')p=s}catch(e){}a(p);" +
  // The device switching between light and dark reaches every page, whether or not its header's
  // switch (which follows it too, use-color-mode.ts) has mounted; a saved choice is left alone.
  "try{matchMedia('(prefers-color-scheme: dark)').addEventListener('change',function(){" +
  "if(r.getAttribute('data-color-preference')==='system')a('system')})}catch(e){}" +
  // A choice made in the header's switch before the app has hydrated: saved and applied here, or
  // hydration would put the switch back and the choice was lost. After it, React's own.
  "document.addEventListener('change',function(e){var t=e.target;" +
  "if(r.hasAttribute('data-hydrated')||!t||!t.matches||!t.matches('.color-mode-switch select'))return;" +
  "var v=t.value==='light'||t.value==='dark'?t.value:'system';" +
  "try{localStorage.setItem('color-mode',v)}catch(x){}a(v)})})()";

/** Id of the JSON list the build leaves in place of the module script tags: entry first, then its imports. */
export const MODULES_ELEMENT_ID = '__modules';

// After the document is parsed and its first contentful paint is on screen, preload the entry's
// imports and run the entry. The paint is the browser's own `first-contentful-paint` entry, which is
// reported once the frame is presented: a requestAnimationFrame callback runs before the frame is
// rastered, so scripts started from it could still be fetched before the first paint was visible
// (and Lighthouse then counts them against the paint). Where paint timing is unknown, or the tab is
// hidden and paints nothing, one animation frame (300 ms at most) stands in; 3 s is the last resort.
// Without the list (the dev server) it does nothing.
export const MODULE_LOADER_SCRIPT =
  "(function(){var done=false;function go(){if(done)return;var e=document.getElementById('" +
  MODULES_ELEMENT_ID +
  // Not there yet (a send pressed while the page is still arriving): the next call starts it.
  "');if(!e)return;done=true;var m=JSON.parse(e.textContent),h=document.head,n=document.getElementById('__nuxt');" +
  // A page to read (decision 261) runs its entry only: the app's chunks come when it is wanted.
  "if(!n||n.getAttribute('data-hydrate')!=='on-demand')" +
  "for(var i=1;i<m.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.href=m[i];h.appendChild(l)}" +
  "var s=document.createElement('script');s.type='module';s.src=m[0];h.appendChild(s)}" +
  'function later(){setTimeout(go,0)}' +
  'function start(){var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;setTimeout(go,3000);' +
  "if(document.visibilityState==='visible'&&t&&t.indexOf('paint')>=0){" +
  "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}})" +
  ".observe({type:'paint',buffered:true})}" +
  'else{requestAnimationFrame(later);setTimeout(go,300)}}' +
  "document.addEventListener('DOMContentLoaded',start);" +
  // A send pressed before the app runs (the scripts start after the first paint, and an on-demand
  // page's app only when wanted): a form of the app's has no address of its own, and the browser
  // posted it to the page's own URL, a 405. It is held here from the first byte, the scripts are
  // started at once and asked for the app (data-want-app, read by hydrate-on-demand.ts), whose
  // sendHeldFormOnceHydrated sends it again once the page is hydrated. A form with an address (the
  // site search's GET) goes as it is; so does every form once the app owns the page. Kept short:
  // every page carries it (the precache budget).
  "var r=document.documentElement;document.addEventListener('submit',function(e){var f=e.target;" +
  "if(r.hasAttribute('data-hydrated')||f.hasAttribute('action'))return;e.preventDefault();" +
  "e.stopImmediatePropagation();window.__heldSend={form:f,submitter:e.submitter};r.setAttribute('data-want-app','');go()},true)})()";

export const BOOT_SCRIPT = `${COLOR_MODE_SCRIPT};${MODULE_LOADER_SCRIPT}`;

/** The tag as it appears in the HTML: the hash covers the text between the tags, nothing else. */
export const BOOT_SCRIPT_TAG = `<script>${BOOT_SCRIPT}</script>`;

/** Where index.html asks for the tag (replaced by the build and the dev server). */
export const COLOR_MODE_PLACEHOLDER = '<!--color-mode-script-->';

// Loads the third-party analytics script named by this tag's data-src, unless the visitor has asked
// not to be tracked (Do Not Track or Global Privacy Control). An external file, so the CSP needs no
// inline script; the server adds the tag only when ANALYTICS_SCRIPT_URL is set.
(function () {
  var tag = document.currentScript;
  if (!tag) return;
  var src = tag.getAttribute('data-src');
  if (!src) return;
  var nav = window.navigator;
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return;
  var script = document.createElement('script');
  script.src = src;
  script.async = true;
  var siteId = tag.getAttribute('data-site-id');
  if (siteId) script.setAttribute('data-site-id', siteId);
  document.head.appendChild(script);
})();

// A stand-in for a session replay provider's script (the demo loads no third party): it marks
// the page with the visitor id the runtime fetched, so a test can see it ran.
(function () {
  var id = typeof window.__smReplayId === 'string' ? window.__smReplayId : '';
  document.documentElement.setAttribute('data-replay-id', id);
})();

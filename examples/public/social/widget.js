// Stand-in for a social widget host's script (the example site has no network): it only says
// it has loaded; follow links show as buttons once it has (WID-001, WID-002).
window.smSocialWidget = { loaded: true };

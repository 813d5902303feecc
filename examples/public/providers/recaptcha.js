// The example site's stand-in for the captcha service's browser API (no network here). It
// implements the documented explicit-rendering subset: grecaptcha.ready(cb), render(container,
// {sitekey, size, callback, 'expired-callback'}) -> widget id, reset(id), execute(id),
// getResponse(id). Its challenge is a checkbox; a check asks the example backend for a token
// (POST /api/captcha/solve, which the form backend redeems), expiring when the server says. It
// proves the form's captcha contract, not that a visitor is human, and says so.
(function () {
  'use strict';
  window.__smCaptchaScriptRuns = (window.__smCaptchaScriptRuns || 0) + 1;
  var widgets = [];
  function Widget(container, params) {
    var self = this;
    this.params = params;
    this.response = '';
    this.attempt = 0;
    var id = 'sm-standin-captcha-' + widgets.length;
    var root = document.createElement('div');
    root.className = 'standin-captcha';
    root.setAttribute('data-size', params.size || 'normal');
    root.setAttribute('data-sitekey', params.sitekey);
    root.style.display = 'inline-flex';
    root.style.flexDirection = params.size === 'compact' ? 'column' : 'row';
    root.style.gap = '0.5rem';
    root.style.padding = '0.75rem';
    root.style.border = '1px solid #c9ccd1';
    root.style.borderRadius = '4px';
    this.box = document.createElement('input');
    this.box.type = 'checkbox';
    this.box.id = id;
    var label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = "I'm not a robot";
    var note = document.createElement('small');
    note.textContent = 'Stand-in captcha service (example site, no bot protection)';
    this.status = document.createElement('span');
    this.status.setAttribute('role', 'status');
    root.appendChild(this.box);
    root.appendChild(label);
    root.appendChild(note);
    root.appendChild(this.status);
    container.appendChild(root);
    this.box.addEventListener('change', function () {
      if (self.box.checked) self.solve();
      else self.clear('', true);
    });
  }
  Widget.prototype.clear = function (text, expire) {
    clearTimeout(this.expiry);
    this.attempt++;
    this.box.checked = false;
    this.response = '';
    this.status.textContent = text;
    if (expire && this.params['expired-callback']) this.params['expired-callback']();
  };
  Widget.prototype.solve = function () {
    var self = this;
    var mine = ++this.attempt;
    this.box.checked = true;
    this.status.textContent = 'Checking…';
    fetch('/api/captcha/solve', { method: 'POST', credentials: 'same-origin' })
      .then(function (answer) { return answer.ok ? answer.json() : null; })
      .catch(function () { return null; })
      .then(function (solved) {
        if (mine !== self.attempt) return;
        if (!solved || typeof solved.token !== 'string') {
          self.box.checked = false;
          self.status.textContent = 'The check failed; try again.';
          if (self.params['error-callback']) self.params['error-callback']();
          return;
        }
        self.response = solved.token;
        self.status.textContent = 'Verified';
        self.params.callback(solved.token);
        self.expiry = setTimeout(function () { self.clear('The check expired; check the box again.', true); }, solved.expiresInMs);
      });
  };
  function widget(id) {
    var found = widgets[id === undefined ? 0 : id];
    if (!found) throw new Error('No captcha widget ' + id);
    return found;
  }
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    render: function (container, params) {
      if (!params || typeof params.sitekey !== 'string' || params.sitekey === '') throw new Error('Missing required parameters: sitekey');
      widgets.push(new Widget(container, params));
      return widgets.length - 1;
    },
    reset: function (id) { widget(id).clear('Check the box again to submit.', false); },
    execute: function (id) { widget(id).solve(); },
    getResponse: function (id) { return widget(id).response; },
  };
})();

// The example site's stand-in for a reservation provider's widget script (no network here). It
// defines the widget API the reservation block uses: smStandInReservation.render(container,
// {account, theme}) draws a booking form (theme 'wide': one row; 'standard': stacked) and
// destroy(container) removes it. `?render=none` in its address makes a widget that never draws
// (the block logs 'widget DOM never rendered'). It counts its draws for the tests.
(function () {
  'use strict';
  var source = document.currentScript && document.currentScript.src ? new URL(document.currentScript.src) : null;
  var silent = source !== null && source.searchParams.get('render') === 'none';
  // `?render=hold`: draws wait for the page's test to release them (or drop them: never drawn).
  var hold = source !== null && source.searchParams.get('render') === 'hold';
  var queue = [];
  window.__smStandInReservationControl = {
    pending: function () { return queue.length; },
    release: function () { var draws = queue; queue = []; draws.forEach(function (draw) { draw(); }); },
    drop: function () { queue = []; },
  };
  window.__smReservationScriptRuns = (window.__smReservationScriptRuns || 0) + 1;
  var ids = 0;
  function field(form, label, control) {
    var id = 'sm-standin-booking-' + ++ids;
    var wrap = document.createElement('label');
    wrap.htmlFor = id;
    wrap.textContent = label + ' ';
    control.id = id;
    form.appendChild(wrap);
    form.appendChild(control);
  }
  function select(options) {
    var node = document.createElement('select');
    options.forEach(function (text) {
      var option = document.createElement('option');
      option.textContent = text;
      node.appendChild(option);
    });
    return node;
  }
  window.smStandInReservation = {
    render: function (container, options) {
      if (silent) return;
      if (hold) {
        queue.push(function () { draw(container, options); });
        return;
      }
      draw(container, options);
    },
    destroy: function (container) {
      while (container.firstChild) container.removeChild(container.firstChild);
    },
  };
  function draw(container, options) {
      window.__smReservationRenders = (window.__smReservationRenders || 0) + 1;
      container.setAttribute('data-standin-renders', String(Number(container.getAttribute('data-standin-renders') || 0) + 1));
      var form = document.createElement('form');
      form.className = 'standin-booking standin-booking-' + options.theme;
      form.setAttribute('data-provider-theme', options.theme);
      form.setAttribute('aria-label', 'Reserve a table (stand-in provider, account ' + options.account + ', ' + (container.id || 'widget') + ')');
      form.style.display = 'grid';
      form.style.gap = '0.5rem';
      form.style.gridTemplateColumns = options.theme === 'wide' ? 'repeat(4, auto 1fr) auto' : 'auto 1fr';
      form.style.alignItems = 'center';
      form.style.padding = '1rem';
      form.style.border = '1px solid #c9ccd1';
      form.style.borderRadius = '6px';
      var date = document.createElement('input');
      date.type = 'date';
      field(form, 'Date', date);
      field(form, 'Time', select(['6:00 pm', '6:30 pm', '7:00 pm', '7:30 pm', '8:00 pm']));
      field(form, 'Party size', select(['1 person', '2 people', '3 people', '4 people', '5 people', '6 people']));
      var button = document.createElement('button');
      button.type = 'submit';
      button.textContent = 'Find a table';
      form.appendChild(button);
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        var status = form.querySelector('[role="status"]') || document.createElement('p');
        status.setAttribute('role', 'status');
        status.textContent = 'This is a stand-in provider: no table was booked.';
        form.appendChild(status);
      });
      container.appendChild(form);
  }
})();

// The example site's stand-in for a table-booking provider's widget script (no network here):
// smStandInTableBooking.render(container, {account, theme}) draws a booking button and a short
// list of times ('narrow': stacked; 'standard': in a row); destroy(container) removes it.
(function () {
  'use strict';
  window.__smTableBookingScriptRuns = (window.__smTableBookingScriptRuns || 0) + 1;
  window.smStandInTableBooking = {
    render: function (container, options) {
      window.__smTableBookingRenders = (window.__smTableBookingRenders || 0) + 1;
      container.setAttribute('data-standin-renders', String(Number(container.getAttribute('data-standin-renders') || 0) + 1));
      var box = document.createElement('div');
      box.setAttribute('data-provider-theme', options.theme);
      box.style.display = 'flex';
      box.style.flexDirection = options.theme === 'narrow' ? 'column' : 'row';
      box.style.gap = '0.5rem';
      box.style.padding = '1rem';
      box.style.border = '1px solid #c9ccd1';
      box.style.borderRadius = '6px';
      var heading = document.createElement('p');
      heading.style.margin = '0';
      heading.textContent = 'Tonight at the bar (stand-in provider, account ' + options.account + '):';
      box.appendChild(heading);
      ['6:15 pm', '7:45 pm', '9:00 pm'].forEach(function (time) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Book ' + time;
        button.addEventListener('click', function () {
          button.textContent = time + ' held (stand-in: nothing booked)';
        });
        box.appendChild(button);
      });
      container.appendChild(box);
    },
    destroy: function (container) {
      while (container.firstChild) container.removeChild(container.firstChild);
    },
  };
})();

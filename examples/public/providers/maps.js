// The example site's stand-in for the maps service's JavaScript API (no network here). It
// implements the documented subset the map block uses: google.maps.Map (options: center, zoom,
// mapTypeId, styles, draggable, scrollwheel, disableDefaultUI, zoomControl; setOptions,
// addListener('click')), google.maps.Marker (position, map, icon {url, scaledSize}, title,
// draggable; setOptions, setMap, addListener('click')) and google.maps.Size, drawing a simple
// map in SVG. It counts how often it ran, so a test can tell the script was loaded once.
(function () {
  'use strict';
  var SVG = 'http://www.w3.org/2000/svg';
  window.__smMapsScriptRuns = (window.__smMapsScriptRuns || 0) + 1;
  if (window.google && window.google.maps && window.google.maps.Map) return;

  function el(name, attrs) {
    var node = document.createElementNS(SVG, name);
    for (var key in attrs) node.setAttribute(key, String(attrs[key]));
    return node;
  }
  // Web Mercator: world pixels at a zoom (256 px tiles).
  function project(lat, lng, zoom) {
    var scale = 256 * Math.pow(2, zoom);
    var sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
    return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
  }
  function colourOf(styles, feature, fallback) {
    var found = fallback;
    (styles || []).forEach(function (rule) {
      if ((rule.featureType || null) === feature && (!rule.elementType || rule.elementType === 'geometry'))
        rule.stylers.forEach(function (styler) {
          if (styler.color) found = styler.color;
        });
    });
    return found;
  }
  function grey(styles) {
    return (styles || []).some(function (rule) {
      return !rule.featureType && rule.stylers.some(function (styler) { return styler.saturation === -100; });
    });
  }
  function labelsOff(styles) {
    return (styles || []).some(function (rule) {
      return rule.elementType === 'labels' && rule.stylers.some(function (styler) { return styler.visibility === 'off'; });
    });
  }

  function Listeners() { this.handlers = []; }
  Listeners.prototype.add = function (handler) {
    var list = this.handlers;
    list.push(handler);
    return { remove: function () { var i = list.indexOf(handler); if (i >= 0) list.splice(i, 1); } };
  };
  Listeners.prototype.fire = function () { this.handlers.slice().forEach(function (handler) { handler({}); }); };

  function Size(width, height) { this.width = width; this.height = height; }

  function Map(element, options) {
    this.element = element;
    this.options = {};
    this.markers = [];
    this.clicks = new Listeners();
    var self = this;
    this.svg = el('svg', { width: '100%', height: '100%', 'aria-hidden': 'true', 'data-stand-in': 'maps' });
    this.svg.style.display = 'block';
    this.svg.addEventListener('click', function () { self.clicks.fire(); });
    element.appendChild(this.svg);
    this.setOptions(options || {});
  }
  Map.prototype.setOptions = function (options) {
    for (var key in options) this.options[key] = options[key];
    this.draw();
  };
  Map.prototype.getCenter = function () { var c = this.options.center; return { lat: function () { return c.lat; }, lng: function () { return c.lng; } }; };
  Map.prototype.getZoom = function () { return this.options.zoom; };
  Map.prototype.addListener = function (event, handler) { return event === 'click' ? this.clicks.add(handler) : { remove: function () {} }; };
  Map.prototype.point = function (position) {
    var o = this.options;
    var width = this.element.clientWidth || 640, height = this.element.clientHeight || 360;
    var centre = project(o.center.lat, o.center.lng, o.zoom), at = project(position.lat, position.lng, o.zoom);
    return { x: width / 2 + at.x - centre.x, y: height / 2 + at.y - centre.y };
  };
  Map.prototype.draw = function () {
    var o = this.options, svg = this.svg;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    var satellite = o.mapTypeId === 'satellite', terrain = o.mapTypeId === 'terrain';
    var land = satellite ? '#3b4a2f' : terrain ? '#dfe8cf' : colourOf(o.styles, null, '#eef0e6');
    var water = satellite ? '#1d3553' : colourOf(o.styles, 'water', '#a9cbe8');
    var road = satellite ? '#8a8a7a' : colourOf(o.styles, 'road', '#ffffff');
    if (grey(o.styles)) { land = '#e6e6e6'; water = '#bdbdbd'; road = '#ffffff'; }
    svg.setAttribute('data-map-type', o.mapTypeId || 'roadmap');
    svg.setAttribute('data-zoom', String(o.zoom));
    svg.appendChild(el('rect', { width: '100%', height: '100%', fill: land }));
    var width = this.element.clientWidth || 640, height = this.element.clientHeight || 360;
    svg.appendChild(el('path', { d: 'M0 ' + height * 0.72 + ' C ' + width * 0.3 + ' ' + height * 0.6 + ', ' + width * 0.6 + ' ' + height * 0.9 + ', ' + width + ' ' + height * 0.75 + ' L ' + width + ' ' + height + ' L 0 ' + height + ' Z', fill: water }));
    var step = Math.max(24, 8 * (o.zoom || 12));
    for (var x = step / 2; x < width; x += step) svg.appendChild(el('line', { x1: x, y1: 0, x2: x + step / 3, y2: height, stroke: road, 'stroke-width': 3 }));
    for (var y = step / 2; y < height; y += step) svg.appendChild(el('line', { x1: 0, y1: y, x2: width, y2: y - step / 4, stroke: road, 'stroke-width': 3 }));
    if (!labelsOff(o.styles) && !satellite) {
      var label = el('text', { x: 12, y: 24, 'font-family': 'sans-serif', 'font-size': 13, fill: '#555' });
      label.textContent = 'Stand-in map · zoom ' + o.zoom;
      svg.appendChild(label);
    }
    if (o.zoomControl && !o.disableDefaultUI) {
      // Drawn controls only: the page keeps the keyboard route (the link out).
      svg.appendChild(el('rect', { x: width - 40, y: 12, width: 28, height: 56, rx: 4, fill: '#fff', stroke: '#999' }));
      var plus = el('text', { x: width - 31, y: 34, 'font-size': 18, fill: '#333' }); plus.textContent = '+'; svg.appendChild(plus);
      var minus = el('text', { x: width - 30, y: 60, 'font-size': 18, fill: '#333' }); minus.textContent = '−'; svg.appendChild(minus);
    }
    this.markers.forEach(function (marker) { marker.draw(); });
  };

  function Marker(options) {
    this.options = {};
    this.clicks = new Listeners();
    this.node = null;
    this.map = null;
    this.setOptions(options || {});
  }
  Marker.prototype.setOptions = function (options) {
    for (var key in options) if (key !== 'map') this.options[key] = options[key];
    if ('map' in options) this.setMap(options.map); else this.draw();
  };
  Marker.prototype.setMap = function (map) {
    if (this.map) { var i = this.map.markers.indexOf(this); if (i >= 0) this.map.markers.splice(i, 1); }
    if (this.node && this.node.parentNode) this.node.parentNode.removeChild(this.node);
    this.map = map;
    if (map) { map.markers.push(this); this.draw(); }
  };
  Marker.prototype.addListener = function (event, handler) { return event === 'click' ? this.clicks.add(handler) : { remove: function () {} }; };
  Marker.prototype.draw = function () {
    if (!this.map) return;
    var icon = this.options.icon || {}, size = icon.scaledSize || new Size(48, 64);
    var at = this.map.point(this.options.position);
    var self = this;
    if (this.node && this.node.parentNode) this.node.parentNode.removeChild(this.node);
    this.node = el('image', { href: icon.url || '', x: at.x - size.width / 2, y: at.y - size.height, width: size.width, height: size.height, 'data-marker': '', 'data-draggable': String(!!this.options.draggable) });
    this.node.addEventListener('click', function (event) { event.stopPropagation(); self.clicks.fire(); });
    this.map.svg.appendChild(this.node);
  };

  window.google = window.google || {};
  window.google.maps = { Map: Map, Marker: Marker, Size: Size, MapTypeId: { ROADMAP: 'roadmap', SATELLITE: 'satellite', TERRAIN: 'terrain', HYBRID: 'hybrid' } };
})();

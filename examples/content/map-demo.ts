/** Map blocks as a published site stores them (block model fields, MAP-017; ENUM-024 style numbers). */
export const studioMapJson = JSON.stringify({
  location: {
    mapLat: 40.722,
    mapLng: -73.9984,
    markerLat: 40.7217,
    markerLng: -73.9991,
    mapZoom: 15,
    addressTitle: 'Harbour Walks studio',
    addressLine1: '120 Mercer Street',
    addressLine2: 'New York, NY 10012',
    addressCountry: 'United States',
  },
  controls: true,
  terrain: false,
  labels: true,
  style: 2,
});

/** A second map: the marker absent (it falls back to the centre, MAP-005), minimal blue (6). */
export const pierMapJson = JSON.stringify({
  location: { mapLat: 40.7033, mapLng: -74.017, mapZoom: 14, addressTitle: 'Pier 1 meeting point', addressLine1: 'Battery Park', addressLine2: 'New York, NY 10004', addressCountry: 'United States' },
  controls: false,
  labels: false,
  style: 6,
});

/** Options of the wrong types and a style out of range: every one falls back to its default. */
export const confusedMapJson = JSON.stringify({
  location: { mapLat: 'north', mapLng: 500, mapZoom: '12', addressTitle: 42, addressLine1: 'Default centre (the data was wrong)' },
  controls: 'yes',
  terrain: 1,
  labels: null,
  style: 9,
  draggable: 'no',
});

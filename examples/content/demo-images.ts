// The example site's demo images: id, title, intrinsic size and the colours of their SVG scene.
// scripts/generate-demo-images.ts draws them; the lightbox and dialogs demos list them.
export interface DemoImage {
  id: string;
  title: string;
  width: number;
  height: number;
  sky: string;
  ground: string;
  sun: string;
}

export const demoImages: readonly DemoImage[] = [
  { id: 'harbour-dawn', title: 'Harbour at dawn', width: 1600, height: 1067, sky: '#f4a261', ground: '#264653', sun: '#ffe8a3' },
  { id: 'dune-ridge', title: 'Dune ridge', width: 1600, height: 900, sky: '#e9c46a', ground: '#b5651d', sun: '#fff3b0' },
  { id: 'glacier-tongue', title: 'Glacier tongue', width: 1200, height: 1600, sky: '#a8dadc', ground: '#457b9d', sun: '#f1faee' },
  { id: 'pine-forest', title: 'Pine forest', width: 1600, height: 1067, sky: '#90be6d', ground: '#2d6a4f', sun: '#f9f7d9' },
  { id: 'salt-flats', title: 'Salt flats', width: 2000, height: 800, sky: '#cdb4db', ground: '#8d99ae', sun: '#ffffff' },
  { id: 'night-city', title: 'Night city', width: 1600, height: 1067, sky: '#1d3557', ground: '#0b132b', sun: '#f1faee' },
  { id: 'tulip-field', title: 'Tulip field', width: 1200, height: 1200, sky: '#ffafcc', ground: '#e63946', sun: '#fff1f5' },
  { id: 'canyon-bend', title: 'Canyon bend', width: 1067, height: 1600, sky: '#f28482', ground: '#6d2e46', sun: '#ffe5d9' },
  { id: 'lake-mirror', title: 'Lake mirror', width: 1600, height: 1067, sky: '#bde0fe', ground: '#3a86ff', sun: '#ffffff' },
  { id: 'autumn-lane', title: 'Autumn lane', width: 1600, height: 900, sky: '#ffb703', ground: '#9c6644', sun: '#fff8e1' },
  { id: 'sea-stack', title: 'Sea stack', width: 1200, height: 1500, sky: '#8ecae6', ground: '#023047', sun: '#fefae0' },
  { id: 'meadow-storm', title: 'Meadow storm', width: 1600, height: 1067, sky: '#6c757d', ground: '#52796f', sun: '#dee2e6' },
  { id: 'lighthouse', title: 'Lighthouse', width: 1200, height: 1600, sky: '#caf0f8', ground: '#03045e', sun: '#fff' },
];

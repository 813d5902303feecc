import type { ShapeBlockDecoding } from '../../../machines/shape-block/codec.ts';
import { Island } from '../../../adapters/react/Island.tsx';
import { BlockData } from '../BlockData.tsx';
import { shapeBlockIsland } from '../blocks/islands.ts';

/** One shape block as an island: those on the first screen (`priority`) wake with the page, the rest when they come near. */
function Shape({ decoded, id, priority }: { decoded: ShapeBlockDecoding; id: string; priority?: boolean }) {
  if (decoded.ok) for (const warning of decoded.warnings) console.warn(warning);
  return <BlockData decoded={decoded}>{(block) => <Island of={shapeBlockIsland} props={{ block, id, priority, sizes: '12rem' }} eager={priority === true} />}</BlockData>;
}

/**
 * A bakery's "meet us" page: pictures cropped to each named shape (SVG clip paths), and drawn
 * decorative shapes, at the square, portrait and landscape presets and the slider's percentage.
 */
export function ShapesDemo({ data }: { data: { masks: ShapeBlockDecoding[]; decorative: ShapeBlockDecoding[] } }) {
  return (
    <>
      <h1>Meet the bakery</h1>
      <p>Pictures cropped to shapes: a circle, a diamond, an egg, stars, pills and a ribbon.</p>
      <div className="demo-shape-grid" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: '1.5rem 1rem' }}>
        {data.masks.map((decoded, index) => (
          <Shape key={index} decoded={decoded} id={`mask-${index + 1}`} priority={index < 4} />
        ))}
      </div>
      <h2>Drawn shapes</h2>
      <p>Shapes drawn in a colour: decoration, unless a shape is named (the gear).</p>
      <div className="demo-shape-grid" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: '1rem' }}>
        {data.decorative.map((decoded, index) => (
          <Shape key={index} decoded={decoded} id={`drawn-${index + 1}`} />
        ))}
      </div>
    </>
  );
}

import type { Point } from '../shared/geometry.ts';

/** A zero-size rectangle at a point: the reference a positioning library places the tooltip by. */
export function pointRect({ x, y }: Point): { x: number; y: number; top: number; left: number; right: number; bottom: number; width: 0; height: 0 } {
  return { x, y, top: y, left: x, right: x, bottom: y, width: 0, height: 0 };
}

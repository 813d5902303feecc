/** A point in CSS pixels (or a fraction of a box, where a rule says so). */
export interface Point {
  x: number;
  y: number;
}

/** Marquee blocks as a published page carries them: JSON text decoded at the edge. */
export const leftMarqueeJson = JSON.stringify({
  text: 'Free shipping on orders over $50',
  waveFrequency: 0.4,
  waveIntensity: 0.6,
  animationDirection: 'left',
  animationSpeed: 80,
});

export const rightMarqueeJson = JSON.stringify({
  text: 'Hover to pause this one',
  waveFrequency: 0.9,
  waveIntensity: 0.3,
  animationDirection: 'right',
  animationSpeed: 60,
  pausedOnHover: true,
});

/** A block whose data is damaged: its render is abandoned with a warning [BLK-079]. */
export const damagedMarqueeJson = '{"text": 42, "animationDirection": "up"}';

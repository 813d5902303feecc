/** The sections of a bakery's "Our story" page, each a block with its entrance animation (block JSON). */
export interface StoryBlock {
  id: string;
  title: string;
  body: string;
  image?: { src: string; alt: string; width: number; height: number };
  /** The block's animation settings as the page stores them (decoded at the edge). */
  animation: unknown;
}

export const storyBlocks: readonly StoryBlock[] = [
  { id: 'mornings', title: 'Mornings at the harbour', body: 'We light the oven at four, when the boats come in. By seven the first loaves are on the shelves.', image: { src: '/images/lightbox/harbour-dawn.svg', alt: 'The harbour at dawn', width: 1600, height: 1067 }, animation: { animation: 'scale' } },
  { id: 'flour', title: 'Flour from the valley', body: 'Our wheat and rye are milled twenty miles away, at a stone mill older than the town hall.', animation: { animation: 'fade', duration: 0.5 } },
  { id: 'starter', title: 'A starter called Mabel', body: 'She is eleven years old, lives in a crock by the window, and is fed twice a day.', image: { src: '/images/lightbox/pine-forest.svg', alt: 'Pine forest above the valley', width: 1600, height: 1067 }, animation: { animation: 'scale', duration: 0.4 } },
  { id: 'evenings', title: 'What is left in the evening', body: 'Bread that is not sold by six goes to the shelter on Dock Road.', animation: { animation: 'fade' } },
  // Untrusted settings: an unknown kind falls back to none (shown as it is), a bad duration to 0.3 s.
  { id: 'visit', title: 'Come and see us', body: '12 Harbour Street, seven days a week.', animation: { animation: 'spin', duration: 'slow' } },
];

/** The page's hero heading: long words shrink to fit a narrow screen, never below 11 px. */
export const storyHeading = 'Sourdough, rye and wholewheat, baked by hand';

import { TrackerContext } from '../../../adapters/react/tracking-context.ts';
import type { ButtonFields } from '../../../machines/tracking/logic.ts';
import { ButtonBlock } from '../../../ui/ButtonBlock.tsx';
import { useSiteTracker } from './site-tracker.ts';

export interface ButtonSiteBlockProps {
  id: string;
  button: ButtonFields;
}

/** [BLK-039] A button block of the site: its clicks are tracked once the visitor has accepted cookies. */
export function ButtonSiteBlock({ id, button }: ButtonSiteBlockProps) {
  const tracker = useSiteTracker();
  return (
    <TrackerContext.Provider value={tracker}>
      <ButtonBlock id={id} button={button} />
    </TrackerContext.Provider>
  );
}

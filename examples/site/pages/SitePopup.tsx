import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { formInputOfBlock } from '../../../machines/form/codec.ts';
import { PopupOverlay } from '../../../ui/PopupOverlay.tsx';
import type { SiteChromeData } from '../site-blocks/types.ts';

/**
 * The site's popup overlay with its newsletter sign-up form: its own chunk, fetched once the
 * visitor has answered the cookie banner (SitePage), with the form's field rules and the data
 * layer its sign-up posts through. No page's first script carries any of it.
 */
export function SitePopup({ popup, pageType }: { popup: NonNullable<SiteChromeData['popup']>; pageType: number }) {
  return (
    <DataLayerProvider>
      <PopupOverlay
        id="site-popup"
        settings={popup.settings}
        pageType={pageType}
        title={popup.title}
        description={popup.description}
        signUp={{ ...formInputOfBlock(popup.signUp), id: 'site-popup-signup' }}
      />
    </DataLayerProvider>
  );
}

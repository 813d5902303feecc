import { useEffect } from 'react';
import { SiteOverlays } from '../../ui/SiteOverlays.tsx';
import { SiteSession } from '../../ui/SiteSession.tsx';
import { editorDemo, useEditorDemo } from './demo-state.ts';
import { AccordionDemo } from './pages/AccordionDemo.tsx';
import { ConfigArea } from './pages/ConfigArea.tsx';
import { DialogsDemo } from './pages/DialogsDemo.tsx';
import { LightboxDemo } from './pages/LightboxDemo.tsx';
import { LightboxLargeDemo } from './pages/LightboxLargeDemo.tsx';
import { TooltipDemo } from './pages/TooltipDemo.tsx';
import { Home } from './pages/Home.tsx';
import { NotFound } from './pages/NotFound.tsx';

const pages: Record<string, { title: string; render: () => React.JSX.Element }> = {
  '/': { title: 'site-machines example site', render: Home },
  '/demo/accordion': { title: 'Accordion demo', render: AccordionDemo },
  '/demo/lightbox': { title: 'Lightbox demo', render: () => <LightboxDemo /> },
  '/demo/lightbox-large': { title: 'Lightbox over 1,000 images', render: () => <LightboxLargeDemo /> },
  '/demo/dialogs': { title: 'Dialogs demo', render: () => <DialogsDemo /> },
  '/demo/tooltip': { title: 'Tooltip demo', render: () => <TooltipDemo /> },
  '/config': { title: 'Configuration', render: () => <ConfigArea /> },
};

/** The published site: one page per path, full page loads between them. */
export function App({ path }: { path: string }) {
  const page = pages[path.replace(/\/+$/, '') || '/'];
  useEffect(() => {
    document.title = page?.title ?? 'Page not found';
  }, [page]);
  // Every page sits in the site's overlay layer (one dialog stack) and its session (Esc,
  // owner redirect, logout).
  const editor = useEditorDemo();
  return (
    <SiteOverlays>
      <SiteSession guideOpen={editor.guideOpen} previewUrl={editor.previewUrl} onTogglePreview={editorDemo.togglePreview} onCloseGuide={() => editorDemo.setGuideOpen(false)}>
        <header>
          <a href="/">site-machines</a>
        </header>
        <main>{page ? page.render() : <NotFound />}</main>
      </SiteSession>
    </SiteOverlays>
  );
}

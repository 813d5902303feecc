import type { ComponentType } from 'react';
import { PageEnvironmentProvider } from '../../adapters/react/environment.tsx';
import type { PageEnvironment } from '../../machines/shared/environment.ts';
import type { PageContext } from '../../machines/session/logic.ts';
import { DialogStack } from '../../ui/DialogStack.tsx';
import { SiteSession } from '../../ui/SiteSession.tsx';
import { editorDemo, useEditorDemo } from './demo-state.ts';
import { SignedInModules } from './SignedInModules.tsx';
import { SiteApp } from './SiteApp.tsx';

export interface AppProps {
  Page: ComponentType<{ data: never }>;
  data: unknown;
  environment: PageEnvironment;
  /** Who the visitor is, as the server rendered the page's context. */
  pageContext: PageContext;
}

/** Whether a page component draws its own header, main and footer (the published site's pages). */
const ownsLayout = (Page: unknown) => (Page as { ownsLayout?: boolean }).ownsLayout === true;

/**
 * The published page: the same tree on the server and in the browser. A page of the published
 * site (it owns its layout) is `SiteApp`, which its browser entry hydrates directly
 * (site-entry-client.tsx); every other page sits in the site's overlay layer (one dialog stack)
 * and its session (Esc, owner redirect, logout).
 */
export function App(props: AppProps) {
  return ownsLayout(props.Page) ? <SiteApp {...props} /> : <DemoApp {...props} />;
}

function DemoApp({ Page, data, environment, pageContext }: AppProps) {
  const editor = useEditorDemo();
  const PageWithData = Page as ComponentType<{ data: unknown }>;
  return (
    <PageEnvironmentProvider value={environment}>
      <DialogStack>
        <SiteSession
          pageContext={pageContext}
          guideOpen={editor.guideOpen}
          previewUrl={editor.previewUrl}
          onTogglePreview={editorDemo.togglePreview}
          onCloseGuide={() => editorDemo.setGuideOpen(false)}
        >
          <SignedInModules pageContext={pageContext} />
          <header>
            <a href="/demos">site-machines</a>
          </header>
          <main>
            <PageWithData data={data} />
          </main>
        </SiteSession>
      </DialogStack>
    </PageEnvironmentProvider>
  );
}

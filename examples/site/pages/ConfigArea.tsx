import { useEffect, type SyntheticEvent } from 'react';
import { useSiteSessionContext } from '../../../adapters/react/useSiteSession.ts';
import { editorDemo } from '../demo-state.ts';

/**
 * [NAV-001] The owner configuration area (a demo): it frames the page named by frameUrl, which
 * is only ever a same-origin path (anything else frames the site root). Logging out here goes
 * to the preview frame's page [NAV-024].
 */
export function ConfigArea({ data: { frameUrl } }: { data: { frameUrl: string } }) {
  const session = useSiteSessionContext();
  useEffect(() => editorDemo.setPreviewUrl(frameUrl), [frameUrl]);
  const followPreview = (event: SyntheticEvent<HTMLIFrameElement>) => {
    const location = event.currentTarget.contentWindow?.location;
    if (location) editorDemo.setPreviewUrl(`${location.pathname}${location.search}`);
  };
  return (
    <>
      <h1>Configuration</h1>
      <p>
        The owner configuration area, framing <code data-fact="frame-url">{frameUrl}</code>.
      </p>
      <button {...session.api.getLogoutTriggerProps()}>Log out</button>
      <iframe className="config-preview" title="Site preview" src={frameUrl} onLoad={followPreview} />
    </>
  );
}

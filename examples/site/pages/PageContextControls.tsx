import { useState } from 'react';
import { useSiteSessionContext } from '../../../adapters/react/useSiteSession.ts';
import { ANONYMOUS_PAGE, type PageContext } from '../../../machines/session/logic.ts';
import { VIEWER_ROLE } from '../../../machines/session/constants.ts';
import { applyDemoPageContext } from '../demo-state.ts';

type Flag = Exclude<keyof PageContext, 'websiteRoles'> | 'viewerOnly';

const FLAGS: { flag: Flag; label: string }[] = [
  { flag: 'loggedIn', label: 'Signed in to an account' },
  { flag: 'websiteSettings', label: 'Owner with website settings' },
  { flag: 'developerMode', label: 'Developer mode' },
  { flag: 'cloneable', label: 'Cloneable mode' },
  { flag: 'viewerOnly', label: 'Holds only the viewer role' },
  { flag: 'useEscapeKeyToLogin', label: 'Site setting useEscapeKeyToLogin' },
  { flag: 'editor', label: 'Page is in the editor' },
];

/**
 * Demo controls for the page context a real server would render: who the visitor is. Applying
 * reloads the page, which then decodes the new context like any published page.
 */
export function PageContextControls() {
  const session = useSiteSessionContext();
  const [page, setPage] = useState<PageContext>(session.pageContext);
  const value = (flag: Flag) => (flag === 'viewerOnly' ? page.websiteRoles.includes(VIEWER_ROLE) : page[flag]);
  const set = (flag: Flag, on: boolean) =>
    setPage((current) => (flag === 'viewerOnly' ? { ...current, websiteRoles: on ? [VIEWER_ROLE] : [] } : { ...current, [flag]: on }));
  return (
    <form
      className="demo-controls"
      onSubmit={(event) => {
        event.preventDefault();
        applyDemoPageContext(page);
      }}
    >
      <fieldset>
        <legend>Demo controls: page context (a real site gets this from its server)</legend>
        {FLAGS.map(({ flag, label }) => (
          <label key={flag}>
            <input type="checkbox" name={flag} checked={value(flag)} onChange={(event) => set(flag, event.target.checked)} /> {label}
          </label>
        ))}
        <div className="button-row">
          <button type="submit">Apply and reload</button>
          <button type="button" onClick={() => applyDemoPageContext(ANONYMOUS_PAGE)}>
            Reset to an anonymous visitor
          </button>
        </div>
      </fieldset>
    </form>
  );
}

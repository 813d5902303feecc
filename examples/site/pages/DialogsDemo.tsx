import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useDialogRoot, useDialogStack } from '../../../adapters/react/useDialogStack.ts';
import { useSiteSessionContext } from '../../../adapters/react/useSiteSession.ts';
import { useLightbox } from '../../../adapters/react/useLightbox.ts';
import { CONFIRMATION_STYLES } from '../../../machines/confirmation/constants.ts';
import type { ConfirmationStyle } from '../../../machines/confirmation/logic.ts';
import type { LightboxBlockDecoding, LightboxImageData } from '../../../machines/lightbox/codec.ts';
import type { SystemError } from '../../../machines/system-error/logic.ts';
import { Lightbox } from '../../../ui/Lightbox.tsx';
import { editorDemo, useEditorDemo } from '../demo-state.ts';
import { PageContextControls } from './PageContextControls.tsx';

const STYLE_NAMES: Record<ConfirmationStyle, string> = {
  'confirm-or-reject': 'Confirm or reject',
  'confirm-or-cancel': 'Confirm or cancel',
  'confirm-only': 'Confirm only',
  'no-buttons': 'No buttons',
};

const SYSTEM_ERRORS: { name: string; error: SystemError }[] = [
  { name: 'Cleaned error', error: { kind: 'cleaned', errorKey: 'A1B2-C3D4' } },
  { name: 'Network error', error: { kind: 'network' } },
  { name: 'Network error with server text', error: { kind: 'network', serverText: 'The store is closed for maintenance until 14:00.' } },
  { name: 'Other error', error: { kind: 'other', url: '/api/commerce/cart', format: 'json', text: 'Unexpected token < in JSON at position 0' } },
];

/** A lightbox with a control that asks for a confirmation over it (a nested dialog). */
function FavouritesLightbox({ favourites, onAnswer }: { favourites: readonly LightboxImageData[]; onAnswer(answer: string): void }) {
  const dialogs = useDialogStack();
  const lightbox = useLightbox({ id: 'favourites', slides: favourites, title: 'Favourites' });
  const remove = async () => onAnswer(await dialogs.confirm({ style: 'confirm-or-cancel', title: 'Remove from favourites?', message: 'The photo stays in the gallery.', labels: { confirm: 'Remove' } }));
  return (
    <>
      <button type="button" onClick={() => lightbox.actorRef.send({ type: 'OPEN', index: 0 })}>
        Open the favourites lightbox
      </button>
      <Lightbox
        actorRef={lightbox.actorRef}
        images={favourites}
        actions={
          <button type="button" data-part="remove-favourite" onClick={remove}>
            Remove from favourites
          </button>
        }
      />
    </>
  );
}

export function DialogsDemo({ data }: { data: { favourites: LightboxBlockDecoding } }) {
  const favourites = data.favourites.ok ? data.favourites.data.slides : [];
  const dialogs = useDialogStack();
  const dialogRoot = useDialogRoot();
  const session = useSiteSessionContext();
  const editor = useEditorDemo();
  const [answer, setAnswer] = useState('none yet');
  const ask = async (style: ConfirmationStyle) =>
    setAnswer(await dialogs.confirm({ style, title: 'Delete this photo?', message: 'It leaves every gallery it is in.' }));

  return (
    <>
      <h1>Dialogs</h1>
      <section aria-labelledby="widgets-title">
        <h2 id="widgets-title">Confirmation, alert and information</h2>
        <div className="button-row">
          {CONFIRMATION_STYLES.map((style) => (
            <button key={style} type="button" onClick={() => void ask(style)}>
              {STYLE_NAMES[style]}
            </button>
          ))}
          <button type="button" onClick={async () => setAnswer(await dialogs.alert({ title: 'Saved', message: 'Your changes are saved.' }))}>
            Alert
          </button>
          <button type="button" onClick={async () => setAnswer(await dialogs.inform({ title: 'Copied', message: 'The link is on your clipboard.' }))}>
            Information
          </button>
        </div>
        <p role="status">Last answer: {answer}</p>
      </section>

      <section aria-labelledby="nested-title">
        <h2 id="nested-title">A confirmation over a lightbox</h2>
        <p>Each new dialog sits 10 above the one below it (from z-index 30000); Esc closes the newest first.</p>
        <FavouritesLightbox favourites={favourites} onAnswer={setAnswer} />
      </section>

      <section aria-labelledby="system-error-title">
        <h2 id="system-error-title">System error overlay</h2>
        <div className="button-row">
          {SYSTEM_ERRORS.map(({ name, error }) => (
            <button key={name} type="button" onClick={() => dialogs.showSystemError(error)}>
              {name}
            </button>
          ))}
        </div>
      </section>

      {dialogRoot &&
        createPortal(
          <aside className="demo-notice" aria-label="Demo notice" data-control-area="notification">
            A standard control area: clicking this notice never closes a dialog.
          </aside>,
          dialogRoot,
        )}

      <section aria-labelledby="session-title">
        <h2 id="session-title">Esc with no dialog open, owner redirect and logout</h2>
        <PageContextControls />
        <dl className="facts">
          <dt>Owner redirect</dt>
          <dd data-fact="redirect">{session.api.redirectDecision}</dd>
          <dt>Session</dt>
          <dd data-fact="session">{session.api.state}</dd>
          <dt>Full-screen preview (editor)</dt>
          <dd data-fact="preview">{editor.previewFullScreen ? 'on' : 'off'}</dd>
          <dt>Guide (editor)</dt>
          <dd data-fact="guide">{editor.guideOpen ? 'open' : 'closed'}</dd>
        </dl>
        <div className="button-row">
          <button type="button" aria-pressed={editor.guideOpen} onClick={() => editorDemo.setGuideOpen(!editor.guideOpen)}>
            Editor guide
          </button>
          <button {...session.api.getLogoutTriggerProps()}>Log out</button>
        </div>
      </section>
    </>
  );
}

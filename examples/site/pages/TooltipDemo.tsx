import { Tooltip } from '../../../ui/Tooltip.tsx';

export function TooltipDemo() {
  return (
    <>
      <h1>Tooltip</h1>
      <p>Rest the pointer on a control for 1.2 seconds, or move to it with the keyboard: the tip shows at once. Esc hides it.</p>
      <div className="button-row">
        <Tooltip id="tip-save" content="Saves the draft. Nothing is published until you press Publish.">
          {(props) => (
            <button type="button" {...props}>
              Save draft
            </button>
          )}
        </Tooltip>
        <Tooltip id="tip-share" content="Copies a link anyone can open, even without an account.">
          {(props) => (
            <button type="button" {...props}>
              Share
            </button>
          )}
        </Tooltip>
        <Tooltip id="tip-help" content="Opens the help centre in this tab.">
          {(props) => (
            <a href="#help" {...props}>
              Help
            </a>
          )}
        </Tooltip>
      </div>
      <p id="help">Tooltips are placed 15 px from the pointer and kept 20 px inside the window.</p>
    </>
  );
}

import '../../../ui/tooltip.css';
import { useEffect, useRef, useState } from 'react';
import { mountFollowLinks } from '../../../adapters/browser/follow.ts';
import { parseColour, toHex } from '../../../machines/colour/logic.ts';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { Tooltip } from '../../../ui/Tooltip.tsx';

/** What the colour rules make of a typed colour string. */
function describeColour(text: string): string {
  const colour = parseColour(text);
  if (!colour) return 'not a valid colour';
  const hex = toHex(colour, () => undefined);
  return `valid ${colour.model} colour${hex ? `, ${hex}` : ', with alpha (no hex)'}`;
}

/** [WID-001] Elements carrying a username attribute get a follow link each. */
function FollowLinks() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? mountFollowLinks(root.current, { scriptUrl: '/social/widget.js' }) : undefined), []);
  return (
    <div ref={root} className="button-row">
      <span data-username="harbourwalks" />
      <span data-username="@coastal_trails" />
      <span data-username="not a name!" />
    </div>
  );
}

export function TooltipDemo({ data }: { data: { loadedAt: number } }) {
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
      <MoreWidgets loadedAt={data.loadedAt} />
    </>
  );
}

function MoreWidgets({ loadedAt }: { loadedAt: number }) {
  const [colour, setColour] = useState('hsl(210, 60%, 40%)');
  return (
    <section aria-labelledby="more-title">
      <h2 id="more-title">More widgets</h2>
      <p>
        This page was opened <RelativeTime time={loadedAt} />.
      </p>
      <label>
        Colour <input value={colour} onChange={(event) => setColour(event.target.value)} />
      </label>
      <p role="status" data-fact="colour">
        {describeColour(colour)}
      </p>
      <h3>Follow</h3>
      <FollowLinks />
    </section>
  );
}

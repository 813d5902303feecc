import { createRoot } from 'react-dom/client';
import '../../ui/accordion.css';
import '../../ui/gallery.css';
import '../../ui/media.css';
import '../../ui/cookie-banner.css';
import '../../ui/popup-overlay.css';
import '../../ui/marquee.css';
import './monitoring.ts';
import '../../ui/form.css';
import '../../ui/lightbox.css';
import '../../ui/dialogs.css';
import '../../ui/tooltip.css';
import './site.css';
import './forms-demo.css';
import { App } from './App.tsx';
import { installRemovedTweenGlobal } from '../../adapters/browser/tween-global.ts';
import { installDemoPageContext } from './demo-state.ts';

installDemoPageContext();

const container = document.getElementById('root');
if (container) createRoot(container).render(<App path={window.location.pathname} />);

// [GAL-083] Old template code calling the removed tween global gets a log, not an error.
installRemovedTweenGlobal();

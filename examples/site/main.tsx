import { createRoot } from 'react-dom/client';
import '../../ui/accordion.css';
import '../../ui/lightbox.css';
import '../../ui/dialogs.css';
import '../../ui/tooltip.css';
import './site.css';
import { App } from './App.tsx';
import { installDemoPageContext } from './demo-state.ts';

installDemoPageContext();

const container = document.getElementById('root');
if (container) createRoot(container).render(<App path={window.location.pathname} />);

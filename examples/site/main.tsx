import { createRoot } from 'react-dom/client';
import '../../ui/accordion.css';
import '../../ui/gallery.css';
import '../../ui/media.css';
import './site.css';
import { App } from './App.tsx';

const container = document.getElementById('root');
if (container) createRoot(container).render(<App path={window.location.pathname} />);

import { createRoot } from 'react-dom/client';
import '../../ui/accordion.css';
import '../../ui/form.css';
import './site.css';
import './forms-demo.css';
import { App } from './App.tsx';

const container = document.getElementById('root');
if (container) createRoot(container).render(<App path={window.location.pathname} />);

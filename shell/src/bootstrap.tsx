import { createRoot } from 'react-dom/client';
import { App } from './App';

/**
 * Renders at once: the sign-in page loads its customer and translations itself, the portal its remotes
 * manifest, translations and store when it is first entered (login-area/, full/).
 */
function start(): void {
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('#root is missing from index.html');
  }
  createRoot(container).render(<App />);
}

start();

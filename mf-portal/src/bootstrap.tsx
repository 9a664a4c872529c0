import '@silkway/ui/base.css';
import { mountApp } from '@silkway/app-frame';
import App from './app.js';

// Only when this remote runs alone on its dev server: inside the shell, the shell's frame is its frame.
void mountApp(<App />);

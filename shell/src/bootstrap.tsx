import './styles.css';
import { mountApp } from '@silkway/app-frame';
import { App } from './app.js';

void mountApp(<App />);

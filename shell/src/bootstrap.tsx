import './styles.css';
import { mountApp } from '@silkway/app-frame';
import { App } from './App.js';

mountApp(<App />);

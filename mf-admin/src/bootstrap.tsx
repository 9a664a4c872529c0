import '@silkway/ui/base.css';
import { Navigate, Route, Routes } from '@silkway/app-frame/router';
import { mountApp } from '@silkway/app-frame';
import App from './app.js';

// Only when this remote runs alone on its dev server: inside the shell, the shell's frame is its frame.
void mountApp(
  <Routes>
    {/* The shell mounts the back office under /admin; alone, it lives at the same place. */}
    <Route path="/admin/*" element={<App />} />
    <Route path="*" element={<Navigate to="/admin" replace />} />
  </Routes>,
);

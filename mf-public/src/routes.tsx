import { Route, Routes } from 'react-router-dom';
import { HomePage } from './pages/home/HomePage';
import { ServicesPage } from './pages/services/ServicesPage';
import { ProgramsPage } from './pages/programs/ProgramsPage';
import { AboutPage } from './pages/about/AboutPage';
import { ContactPage } from './pages/contact/ContactPage';
import { BlogPage } from './pages/blog/BlogPage';

/** Public website pages; the shell mounts this remote for these paths and shows its own 404 otherwise. */
export function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="home" element={<HomePage />} />
      <Route path="services" element={<ServicesPage />} />
      <Route path="programs" element={<ProgramsPage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="blog" element={<BlogPage />} />
    </Routes>
  );
}

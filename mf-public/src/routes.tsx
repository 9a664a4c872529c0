import { lazy, Suspense } from 'react';
import { Route, Routes } from '@silkway/app-frame/router';

// One chunk per page: the home page does not carry the blog's or the contact form's code.
const HomePage = lazy(() =>
  import('./pages/home/home-page.js').then((module) => ({ default: module.HomePage })),
);
const ServicesPage = lazy(() =>
  import('./pages/services/services-page.js').then((module) => ({ default: module.ServicesPage })),
);
const ProgramsPage = lazy(() =>
  import('./pages/programs/programs-page.js').then((module) => ({ default: module.ProgramsPage })),
);
const AboutPage = lazy(() =>
  import('./pages/about/about-page.js').then((module) => ({ default: module.AboutPage })),
);
const ContactPage = lazy(() =>
  import('./pages/contact/contact-page.js').then((module) => ({ default: module.ContactPage })),
);
const BlogPage = lazy(() =>
  import('./pages/blog/blog-page.js').then((module) => ({ default: module.BlogPage })),
);

/** Public website pages; the shell mounts this remote for these paths and shows its own 404 otherwise. */
export function PublicRoutes() {
  return (
    // While a page's chunk loads after a click, the area keeps the height of a screen: the footer does not jump up.
    <Suspense fallback={<div className="min-h-dvh" />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="programs" element={<ProgramsPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/:slug" element={<BlogPage />} />
      </Routes>
    </Suspense>
  );
}

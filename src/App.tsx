import { BrowserRouter, Route, Routes } from 'react-router';
import { HomePage } from './views/HomePage.tsx';
import { NotFoundPage } from './views/NotFoundPage.tsx';

export function App() {
  return (
    <BrowserRouter>
      <div className="page">
        <header className="site-header">
          <a className="brand" href="/">
            Kestrel Ridge Medical
          </a>
        </header>
        <main id="main" className="content">
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </main>
        <footer className="site-footer">
          <p>© {new Date().getFullYear()} Kestrel Ridge Medical (fictional). All rights reserved.</p>
        </footer>
      </div>
    </BrowserRouter>
  );
}

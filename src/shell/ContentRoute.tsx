// The route of one editorial page: looks the page up by its path.
import { contentPageAt } from '../content/pages.ts';
import { InfoPage } from './InfoPage.tsx';
import NotFoundPage from './NotFoundPage.tsx';

function ContentRoute({ path }: { path: string }) {
  const page = contentPageAt(path);
  return page ? <InfoPage page={page} /> : <NotFoundPage />;
}

export default ContentRoute;

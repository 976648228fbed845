import { useEffect } from 'react';

const STORE_NAME = 'Kestrel Ridge Medical';

/** Each catalogue page names itself in the document title, so tabs and screen readers tell pages apart. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${STORE_NAME}`;
  }, [title]);
}

import { useEffect } from 'react';
import { consoleTitle } from './texts';

/** Sets the browser tab's title while a console page is shown: "Orders | Operations console | …". */
export function useConsoleTitle(page: string): void {
  useEffect(() => {
    document.title = consoleTitle(page);
  }, [page]);
}

/**
 * The page's one script: it starts the app once the page the server sent has painted.
 *
 * A public page arrives rendered, so a phone on a slow connection should spend its first round trips on what paints
 * it (the stylesheets and the first picture) and only then fetch the app that makes it interactive (links work
 * before that, as with JavaScript off). The page's own route scripts, named by the server in
 * `<meta name="route-scripts">`, are fetched alongside the app rather than after it has run.
 */
const ROUTE_SCRIPTS_META = 'meta[name="route-scripts"]';

function afterFirstPaint(): Promise<void> {
  // A tab opened in the background paints nothing until shown: start at once there.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // A frame callback runs just before the browser paints; a task queued from it runs just after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function preloadRouteScripts(): void {
  const hrefs = document.querySelector<HTMLMetaElement>(ROUTE_SCRIPTS_META)?.content.split(' ').filter(Boolean) ?? [];
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

void afterFirstPaint().then(() => {
  preloadRouteScripts();
  return import('./main');
});

import type { FastifyInstance } from 'fastify';
import { SESSION_USER_PATH } from '@sideline/shared';
import { fillTemplate, type RenderSignedIn } from './rendered-pages.js';

/**
 * Renders until nothing is missing. The dashboard asks in three steps (the user; the team profile;
 * the team's jobs and applications), and its lazy part adds none, so a few rounds always do.
 */
const MAX_ROUNDS = 5;
/** A page asks a handful of paths; more means a render that keeps asking, and the shell is sent. */
const MAX_PATHS = 24;

/**
 * A signed-in user's page rendered per request (decision 0037): the dashboard is in the first paint,
 * with the page's one small script answering its first taps, instead of the whole app running
 * before anything shows. Each answer is fetched as the user (their cookie, through the real route,
 * so every check and viewer rule applies), and the page is sent only when every answer it asked for
 * was a 200 and no part of it is left loading; otherwise null, and the plain shell serves the page
 * as before. Never cached: the page
 * is the user's own and changes with every action.
 */
export function signedInRenderer(renderSignedIn: RenderSignedIn, readTemplate: (file: string) => string) {
  return async function renderForUser(
    app: FastifyInstance,
    template: string,
    pathname: string,
    request: { cookie: string; origin: string },
  ): Promise<string | null> {
    const answers: Record<string, unknown> = {};
    let missing = [SESSION_USER_PATH];
    try {
      for (let round = 0; round < MAX_ROUNDS; round++) {
        for (const dataPath of missing) {
          // Only the API's own GETs, named by the web app's code, never a page or another host.
          if (!dataPath.startsWith('/api/') || Object.keys(answers).length >= MAX_PATHS) return null;
          const answer = await app.inject({
            method: 'GET',
            url: dataPath,
            headers: { cookie: request.cookie },
          });
          if (answer.statusCode !== 200) return null;
          answers[dataPath] = answer.json();
        }
        const page = await renderSignedIn(pathname, answers, request.origin);
        if (page.missing.length === 0) {
          if (page.waiting.length === 0) return fillTemplate(readTemplate(template), page.html, answers);
          // A part that loads only in the browser would wait for the first touch: the shell starts the app at once.
          app.log.debug(
            { pathname, waiting: page.waiting },
            'a signed-in page has parts only the browser loads',
          );
          return null;
        }
        missing = page.missing;
      }
      app.log.warn({ pathname }, 'a signed-in page kept asking for data; sending its shell');
      return null;
    } catch (error) {
      app.log.error({ err: error, pathname }, 'rendering a signed-in page failed; sending its shell');
      return null;
    }
  };
}

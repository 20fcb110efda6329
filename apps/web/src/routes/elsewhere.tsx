/**
 * A path the framework does not serve yet (decision 0054, during the migration): the browser loads
 * it from the server as a document, which gives it the library-mode app.
 */
export function clientLoader({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => undefined);
}

export default function Elsewhere() {
  return null;
}

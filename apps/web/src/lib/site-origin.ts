/** Set by the server around one render (prerender.tsx): the origin the page was asked for. */
let renderOrigin = '';

export function setRenderOrigin(origin: string): void {
  renderOrigin = origin;
}

/**
 * This site's origin, for links a user copies elsewhere: the browser's own, or on the server the
 * one the request named, so a page rendered there shows the same link the app would (decision 0037).
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? renderOrigin : window.location.origin;
}

/**
 * Whether the document itself answers a page's first taps (decision 0054): in the framework build
 * menus are HTML popovers and the home page's audiences a radio group, which work before the app
 * has started or on a page that never starts it. Library mode keeps React's state, which its page
 * script (`public/prerendered-page.js`) mirrors until the app runs.
 */
export const DOCUMENT_ANSWERS = !__PAGE_SCRIPT__;

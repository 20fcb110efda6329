// The signed-in frame for /dashboard as a layout route module. Signed out it renders the sign-up
// screen in place of the page, on the server as in the browser (the root loader knows the viewer).
export { Component as default } from '@/app/layouts/dashboard-layout';

// Signing up as a tournament director: the form needs the app, so the page starts it.
export { Component as default } from '@/pages/tournament-signup-page';

// The tournament organizers' page: text and a form, no data to load.
export { Component as default } from '@/pages/tournament-director-page';

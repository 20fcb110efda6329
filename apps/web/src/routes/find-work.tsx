// Find Work: its search runs in the browser once a search is made, so the page needs no loader.
export { Component as default } from '@/pages/jobs/find-work-page';

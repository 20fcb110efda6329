// The public frame (header, <main>, footer) as a layout route module.
export { Component as default } from '@/app/layouts/site-layout';

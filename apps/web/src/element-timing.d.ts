import 'react';

// Element Timing (https://wicg.github.io/element-timing/): the browser reports when an element
// carrying this attribute is first painted. React passes the attribute through; its types lack it.
declare module 'react' {
  // The merged interface must repeat React's type parameter, which it does not use here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}

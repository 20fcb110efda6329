import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// The viewer's zone for the server's next render of a page (decision 0054).
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (!document.cookie.split('; ').includes(`tz=${encodeURIComponent(zone)}`)) {
  document.cookie = `tz=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

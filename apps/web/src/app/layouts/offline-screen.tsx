import { WifiOff } from 'lucide-react';

/**
 * What a data screen shows without a connection. The installed app's shell (header, tabs) still
 * opens from the service worker's cache; the screen comes back by itself when the network does.
 */
export function OfflineScreen() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center" role="status">
      <WifiOff className="size-10 text-slate-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">You're offline</h1>
      <p className="text-slate-700">
        Sideline needs a connection to load this screen. It will appear as soon as you're back online.
      </p>
    </div>
  );
}

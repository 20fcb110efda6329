import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

/** Plain links: the browser downloads the server's file, cookies and all, with no script. */
export function DownloadLinks({ csv, pdf, what }: { csv: string; pdf: string; what: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <a className={buttonVariants({ variant: 'outline' })} href={csv} download>
        <Download aria-hidden="true" />
        Download CSV<span className="sr-only"> of {what}</span>
      </a>
      <a className={buttonVariants({ variant: 'outline' })} href={pdf} download>
        <Download aria-hidden="true" />
        Download PDF<span className="sr-only"> of {what}</span>
      </a>
    </div>
  );
}

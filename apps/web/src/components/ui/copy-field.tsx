import { Check, Copy } from 'lucide-react';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';
import { useCopyFeedback } from './use-copy-feedback';

/**
 * A Copy button that says "Copied!" for a moment and tells screen readers what was copied.
 * `name` replaces the visible word as the accessible name where a page has several.
 */
export function CopyButton({
  text,
  what,
  name,
  className,
}: {
  text: string;
  what: string;
  name?: string;
  className?: string;
}) {
  const { copied, copy } = useCopyFeedback();
  return (
    <>
      <Button variant="outline" onClick={() => void copy(text)} className={className} aria-label={name}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? 'Copied!' : 'Copy'}
      </Button>
      <span role="status" className="sr-only">
        {copied ? `${what} copied to the clipboard.` : ''}
      </span>
    </>
  );
}

/** A labelled read-only value (a link to share) with its Copy button; focusing it selects it all. */
export function CopyField({
  id,
  label,
  value,
  what,
  buttonName,
}: {
  id: string;
  label: string;
  value: string;
  what: string;
  buttonName?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton text={value} what={what} name={buttonName} className="shrink-0 self-start sm:self-auto" />
      </div>
    </div>
  );
}

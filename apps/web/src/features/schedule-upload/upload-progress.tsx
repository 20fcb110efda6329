/** The upload's progress: the bytes sent, then the server's turn (reading rows, posting jobs). */
export function UploadProgress({ sent }: { sent: number }) {
  const percent = Math.round(sent * 100);
  const label = percent < 100 ? `Uploading... ${percent}%` : 'Posting your games...';
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-slate-800" aria-live="polite">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

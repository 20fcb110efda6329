import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ImagePicker } from './image-picker';
import { uploadImage } from '@/lib/uploads/uploads-api';
import { checkImageFile, uploadFailureMessage } from '@/lib/uploads/upload-image';

/** A pre-check failure shows inline and as a destructive toast, titled with the spec message. */
function reportRejected(message: string) {
  toast({
    title: message,
    description: 'Choose a JPEG, PNG or WebP picture up to 5 MB.',
    variant: 'destructive',
  });
}

interface ImageUploadFieldProps {
  id: string;
  label: string;
  /** The uploaded picture's url, or null for none. */
  value: string | null;
  onChange(url: string | null): void;
  /** Tells the form an upload is running (so it can hold Save until the url is known). */
  onBusyChange?(busy: boolean): void;
  /** An error from the form itself (for example the server rejecting the url). */
  error?: string | null;
  disabled?: boolean;
}

/** Uploads a picked picture at once; the value is the uploaded url (or null once removed). */
export function ImageUploadField({
  id,
  label,
  value,
  onChange,
  onBusyChange,
  error,
  disabled,
}: ImageUploadFieldProps) {
  const [localError, setLocalError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setBusyBoth = (next: boolean) => {
    setBusy(next);
    onBusyChange?.(next);
  };

  const pick = async (file: File) => {
    const rejected = checkImageFile(file);
    if (rejected) {
      setLocalError(rejected);
      reportRejected(rejected);
      return;
    }
    setLocalError(null);
    setBusyBoth(true);
    try {
      onChange(await uploadImage(file));
    } catch (uploadError) {
      const message = uploadFailureMessage(uploadError);
      setLocalError(message);
      toast({ title: 'Upload Failed', description: message, variant: 'destructive' });
    } finally {
      setBusyBoth(false);
    }
  };

  return (
    <ImagePicker
      id={id}
      label={label}
      previewUrl={value}
      error={localError ?? error}
      busy={busy}
      disabled={disabled}
      onPick={(file) => void pick(file)}
      onRemove={() => {
        setLocalError(null);
        onChange(null);
      }}
    />
  );
}

interface DeferredImageFieldProps {
  id: string;
  label: string;
  /** The picked file, uploaded by the form later (for example once the account exists). */
  file: File | null;
  onChange(file: File | null): void;
  disabled?: boolean;
}

/** Deferred mode: keeps the checked file and a local preview; nothing is sent yet. */
export function DeferredImageUploadField({ id, label, file, onChange, disabled }: DeferredImageFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);

  const pick = (next: File) => {
    const rejected = checkImageFile(next);
    if (rejected) {
      setError(rejected);
      reportRejected(rejected);
      return;
    }
    setError(null);
    onChange(next);
  };

  return (
    <ImagePicker
      id={id}
      label={label}
      previewUrl={previewUrl}
      error={error}
      disabled={disabled}
      onPick={pick}
      onRemove={() => {
        setError(null);
        onChange(null);
      }}
    />
  );
}

/** A preview url for a local file, revoked when the file changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

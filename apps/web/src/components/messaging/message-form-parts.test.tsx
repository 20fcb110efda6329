// @vitest-environment jsdom
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MessageDialogFrame, MessageField, SendMessageActions } from './message-form-parts';

afterEach(cleanup);

/** A message dialog as both real ones build it: frame, field, actions. */
function Harness({ error, pending }: { error: string | null; pending: boolean }) {
  const [open, setOpen] = useState(true);
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <MessageDialogFrame title="Contact Casey">
        <Dialog.Description>Your message goes to Casey.</Dialog.Description>
        <form>
          <MessageField id="m" fieldRef={ref} value={text} onChange={setText} error={error} maxLength={20} />
          <SendMessageActions pending={pending} />
        </form>
      </MessageDialogFrame>
    </Dialog.Root>
  );
}

describe('the message dialog parts', () => {
  it('name the dialog, label the message box and close on Cancel', () => {
    render(<Harness error={null} pending={false} />);
    expect(screen.getByRole('dialog', { name: 'Contact Casey' })).toBeTruthy();
    const box = screen.getByLabelText('Message') as HTMLTextAreaElement;
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.maxLength).toBe(20);
    fireEvent.change(box, { target: { value: 'See you Saturday' } });
    expect(box.value).toBe('See you Saturday');
    expect(screen.getByRole('button', { name: 'Send Message' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tie the error to the field and hold the send button while sending', () => {
    render(<Harness error="Please enter a message before sending." pending />);
    const box = screen.getByLabelText('Message');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a message before sending.',
    );
    expect(screen.getByRole('button', { name: 'Sending...' }).hasAttribute('disabled')).toBe(true);
  });
});

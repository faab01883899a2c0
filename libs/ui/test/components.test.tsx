import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  Button,
  EmptyState,
  ErrorBoundary,
  Modal,
  TextField,
  ToastProvider,
  useToast,
} from '../src/index';
import { renderWithTheme } from './render';

function ModalHarness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        title="Log in"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <TextField label="Email" />
        <Button>Submit</Button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled dialog that traps focus, closes on Esc and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // First focusable element: the close button.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab(); // wraps around
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('TextField', () => {
  it('links its label and shows its error accessibly', () => {
    renderWithTheme(<TextField label="First name" error="First Name is required!" />);
    const input = screen.getByLabelText('First name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('First Name is required!');
  });
});

describe('ErrorBoundary', () => {
  it('shows a fallback with retry, and re-renders the children on retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    let shouldThrow = true;
    function Flaky() {
      if (shouldThrow) throw new Error('boom');
      return <p>Recovered</p>;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTheme(
      <ErrorBoundary title="Could not load" onRetry={onRetry}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Recovered')).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('Toast and EmptyState', () => {
  it('announces a toast', async () => {
    const user = userEvent.setup();
    function Trigger() {
      const toast = useToast();
      return <Button onClick={() => toast.show('Saved', { tone: 'success' })}>Save</Button>;
    }
    renderWithTheme(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('renders title, description and action', () => {
    renderWithTheme(
      <EmptyState
        title="No items in Cart"
        description="Add a dish"
        action={<Button>Explore</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No items in Cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explore' })).toBeInTheDocument();
  });
});

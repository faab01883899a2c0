import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useLiveVersion } from '../src/live/live-client';
import { FakeEventSource, liveTicketMock } from '../src/live/testing';

/** Shows the `version` and `pollInterval` of `useLiveVersion` for order pushes. */
function Probe() {
  const { version, pollInterval } = useLiveVersion((m) => m.kind === 'order');
  return (
    <p>
      <span data-testid="version">{version}</span>
      <span data-testid="poll">{pollInterval}</span>
    </p>
  );
}

const version = () => Number(screen.getByTestId('version').textContent);
const order = { kind: 'order', orderId: 'o1', status: 'PENDING', notificationId: null };

let restore: () => void;
beforeEach(() => {
  restore = FakeEventSource.install();
});
afterEach(() => {
  jest.useRealTimers();
  restore();
});

describe('useLiveVersion', () => {
  it('asks for one refetch when the stream opens and one per matching push, none later', async () => {
    render(
      <MockedProvider mocks={[liveTicketMock]}>
        <Probe />
      </MockedProvider>,
    );
    expect(screen.getByTestId('poll')).toHaveTextContent('15000');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().emit('ready'));
    await waitFor(() => expect(version()).toBe(1));
    expect(screen.getByTestId('poll')).toHaveTextContent('0');

    // From here the clock is Jest's: a refetch delayed by any timer started by a push would fire
    // when it is advanced, without the test waiting for it in real time.
    jest.useFakeTimers();
    act(() => FakeEventSource.latest().emit('order', order));
    expect(version()).toBe(2);
    act(() => FakeEventSource.latest().emit('notification', { ...order, kind: 'notification' }));
    expect(version()).toBe(2);
    // The push follows the commit of the change it announces, so there is no second, delayed
    // refetch (the old `LIVE_SETTLE_MS` workaround).
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(version()).toBe(2);
  });
});

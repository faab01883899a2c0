import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

/** `info` (neutral), `success` or `error`. */
export type ToastTone = 'info' | 'success' | 'error';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastApi {
  /** Shows `message` for `durationMs` (default 4000 ms). */
  show: (message: string, options?: { tone?: ToastTone; durationMs?: number }) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const Region = styled.div`
  position: fixed;
  bottom: ${({ theme }) => theme.spacing(4)};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  width: min(420px, calc(100vw - 32px));
`;
const Item = styled.div<{ $tone: ToastTone }>`
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  color: #fff;
  background: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.colors.danger
      : $tone === 'success'
        ? theme.colors.success
        : theme.colors.text};
`;

/**
 * Provides `useToast()` and renders the toasts in a polite live region (errors are announced
 * assertively through `role="alert"`).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const show = useCallback<ToastApi['show']>((message, options = {}) => {
    const id = nextId.current++;
    setItems((current) => [...current, { id, message, tone: options.tone ?? 'info' }]);
    setTimeout(
      () => setItems((current) => current.filter((item) => item.id !== id)),
      options.durationMs ?? 4000,
    );
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region aria-live="polite">
        {items.map((item) => (
          <Item key={item.id} $tone={item.tone} role={item.tone === 'error' ? 'alert' : 'status'}>
            {item.message}
          </Item>
        ))}
      </Region>
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest {@link ToastProvider}; a no-op outside one. */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? { show: () => undefined };
}

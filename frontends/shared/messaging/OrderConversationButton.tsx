import { MessagingMessages } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, useToast } from '@hearth/ui';
import { useNavigate } from 'react-router';
import { useOpenOrderConversation } from './conversation-api';
import './translations';

/** Props of `OrderConversationButton`. */
export interface OrderConversationButtonProps {
  orderId: string;
  /** The button's text, an i18n key ('Message the chef', 'Message the guest'). */
  label: string;
  $variant?: 'secondary' | 'ghost';
  /** Called before going to the conversation (e.g. to close the dialog the button is in). */
  onLeave?: () => void;
  'data-testid'?: string;
}

/**
 * 'Message the chef' (guest) or 'Message the guest' (chef) on an order: opens the order's
 * conversation (created on first use; only the order's guest and chef may) and goes to it
 * (/messages/:id). A failure (notifications does not know the order yet, or it is not the
 * viewer's) shows 'This order is not available.' as a toast.
 */
export function OrderConversationButton({
  orderId,
  label,
  $variant = 'secondary',
  onLeave,
  'data-testid': testId,
}: OrderConversationButtonProps) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, { loading }] = useOpenOrderConversation();
  return (
    <Button
      $variant={$variant}
      $size="sm"
      disabled={loading}
      data-testid={testId}
      onClick={() => {
        open({ variables: { orderId } })
          .then((r) => {
            const id = r.data?.openOrderConversation.id;
            if (!id) throw new Error('no conversation');
            onLeave?.();
            void navigate(`/messages/${id}`);
          })
          .catch(() => toast.show(t(MessagingMessages.orderNotFound)));
      }}
    >
      {loading ? t('Opening…') : t(label)}
    </Button>
  );
}

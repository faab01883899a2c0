import { useMutation } from '@apollo/client/react';
import { MessagingMessages } from '@hearth/contracts';
import { OpenOrderConversationDocument } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, useToast } from '@hearth/ui';
import { useNavigate } from 'react-router';

/**
 * 'Message the chef' on an order: opens the order's conversation (created on first use; only the
 * order's guest and chef may) and goes to it (/messages/:id). A failure shows 'This order is not
 * available.' as a toast.
 */
export function MessageChefButton({ orderId }: { orderId: string }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, { loading }] = useMutation(OpenOrderConversationDocument);
  return (
    <Button
      $variant="ghost"
      $size="sm"
      disabled={loading}
      onClick={() => {
        open({ variables: { orderId } })
          .then((r) => {
            const id = r.data?.openOrderConversation.id;
            if (id) void navigate(`/messages/${id}`);
          })
          .catch(() => toast.show(t(MessagingMessages.orderNotFound)));
      }}
    >
      {t('Message the chef')}
    </Button>
  );
}

import { useT } from '@hearth/i18n';
import { useToast } from '@hearth/ui';
import { KitchenMessages } from '../../../components/kitchen-messages';
import { PageFrame, PageLoadError, PageLoading } from '../../../components/PageFrame';
import { useBankDetails, useSaveBankDetails } from '../api/bank-details';
import { BankDetailsForm } from '../components/BankDetailsForm';

/**
 * The bank details (payment info) screen (GetBankDetails + AddBankDetails): loading, load error,
 * the form with its empty or filled banner, and a success notice on save.
 */
export function BankDetailsPage() {
  const t = useT();
  const toast = useToast();
  const { details, loading, error } = useBankDetails();
  const save = useSaveBankDetails();
  return (
    <PageFrame title={t('Bank details')}>
      {loading ? (
        <PageLoading />
      ) : error ? (
        <PageLoadError />
      ) : (
        <BankDetailsForm
          // A fresh form when the details on file change (first save: empty → filled banner).
          key={details ? `${details.updatedAt}` : 'empty'}
          saved={details}
          onSubmit={save}
          onSaved={() => toast.show(t(KitchenMessages.bankDetailsSaved), { tone: 'success' })}
        />
      )}
    </PageFrame>
  );
}

import { useT } from '@hearth/i18n';
import { useToast } from '@hearth/ui';
import { KitchenMessages } from '../../../components/kitchen-messages';
import { PageFrame, PageLoadError, PageLoading } from '../../../components/PageFrame';
import type { MutationOutcome } from '../../../components/outcome';
import { CredentialsForm, credentialsDefaults } from '../components/CredentialsForm';
import { GeneralInfoForm, generalInfoDefaults } from '../components/GeneralInfoForm';
import type { FormOutcome } from '../../../components/form/form-outcome';
import { TaxNumberForm } from '../components/TaxNumberForm';
import { useChefProfile, useSaveChefProfile, useSaveGstHstNumber } from '../api/profile';

/**
 * /chef/settings/profile: the chef's general information and credentials, with the
 * wizard's forms and rules, each saved on its own (UpdateUser), and the optional GST/HST number
 * (SetGstHstNumber; docs/rules/tax.md).
 */
export function ProfilePage() {
  const t = useT();
  const toast = useToast();
  const { me, loading, error } = useChefProfile();
  const save = useSaveChefProfile();
  const saveTaxNumber = useSaveGstHstNumber();
  const settle = async (run: Promise<MutationOutcome<unknown>>): Promise<FormOutcome> => {
    const outcome = await run;
    if (outcome.ok) {
      toast.show(t(KitchenMessages.profileSaved), { tone: 'success' });
      return { ok: true };
    }
    return { ok: false, fieldErrors: outcome.fieldErrors, message: outcome.message ?? undefined };
  };
  const profile = me?.chefProfile;
  return (
    <PageFrame title={t('Profile')}>
      {loading ? (
        <PageLoading />
      ) : error || !me ? (
        <PageLoadError />
      ) : (
        <>
          <h2 style={{ fontSize: '1.25rem' }}>{t('General Information')}</h2>
          <GeneralInfoForm
            email={me.email}
            defaultValues={generalInfoDefaults({
              firstName: me.firstName,
              lastName: me.lastName,
              addressLine1: profile?.addressLine1,
              addressLine2: profile?.addressLine2,
              city: profile?.city,
              province: profile?.province,
              postalCode: profile?.postalCode,
              country: profile?.country,
              imageUrl: profile?.imageUrl,
              dateOfBirth: profile?.dateOfBirth,
              description: profile?.description,
            })}
            submitLabel={t('Save general information')}
            onSubmit={(general) => settle(save({ general }))}
          />
          <h2 style={{ fontSize: '1.25rem' }}>{t('Credentials')}</h2>
          <CredentialsForm
            defaultValues={credentialsDefaults(profile ?? {})}
            submitLabel={t('Save credentials')}
            onSubmit={(credentials) => settle(save({ credentials }))}
          />
          <h2 style={{ fontSize: '1.25rem' }}>{t('Sales tax')}</h2>
          <TaxNumberForm
            saved={profile?.gstHstNumber ?? null}
            onSubmit={(gstHstNumber) => settle(saveTaxNumber(gstHstNumber))}
          />
        </>
      )}
    </PageFrame>
  );
}

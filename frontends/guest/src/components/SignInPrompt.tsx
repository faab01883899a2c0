import { addTranslations, useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import styled from 'styled-components';
import { requestAuthModal } from '../../../shared/auth-modal-request';
import { Page } from './layout';

addTranslations({
  'fr-CA': {
    'Log in or sign up to continue': 'Connectez-vous ou inscrivez-vous pour continuer',
    'This page is for Hearth guests. Log in or create your account and you will come back right here.':
      'Cette page est réservée aux invités de Hearth. Connectez-vous ou créez votre compte et vous reviendrez ici.',
    'Log in or sign up to order, save favourites and follow your orders.':
      'Connectez-vous ou inscrivez-vous pour commander, garder vos favoris et suivre vos commandes.',
    'Log in or sign up': 'Connexion ou inscription',
    'Checking your session…': 'Vérification de votre session…',
    'Log in': 'Se connecter',
    'Sign up': 'S’inscrire',
  },
});

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Prompt = styled.section`
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(10)} 0;
  p {
    margin: 0;
    max-width: 48ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Banner = styled.aside`
  width: calc(min(1200px, 100%) - ${({ theme }) => theme.spacing(8)});
  margin: ${({ theme }) => theme.spacing(4)} auto 0;
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  p {
    margin: 0;
  }
`;

/** Log in and Sign up buttons: each asks the shell for its modal, which leaves the URL alone. */
function AuthButtons() {
  const t = useT();
  return (
    <Actions>
      <Button onClick={() => requestAuthModal('logIn')}>{t('Log in')}</Button>
      <Button $variant="secondary" onClick={() => requestAuthModal('signUp')}>
        {t('Sign up')}
      </Button>
    </Actions>
  );
}

/**
 * What a signed-out visitor sees on a guest-only page (orders, cart, checkout, settings…): a
 * request to log in or sign up. The shell's modals keep the URL, so once signed in the visitor
 * is on the page they opened.
 */
export function SignInPrompt() {
  const t = useT();
  return (
    <Page>
      <Prompt aria-labelledby="sign-in-prompt">
        <h1 id="sign-in-prompt">{t('Log in or sign up to continue')}</h1>
        <p>
          {t(
            'This page is for Hearth guests. Log in or create your account and you will come back right here.',
          )}
        </p>
        <AuthButtons />
      </Prompt>
    </Page>
  );
}

/**
 * The same request, as a band above a page a visitor may browse (explore): the page stays usable
 * and the guest-only actions on it (cart, favourites) open the log-in modal themselves.
 */
export function SignInBanner() {
  const t = useT();
  return (
    <Banner aria-label={t('Log in or sign up')}>
      <p>{t('Log in or sign up to order, save favourites and follow your orders.')}</p>
      <AuthButtons />
    </Banner>
  );
}

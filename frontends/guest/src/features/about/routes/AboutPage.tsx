import { useT } from '@hearth/i18n';
import { Card, Spinner } from '@hearth/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/ListStates';
import { Muted, Page } from '../../../components/layout';
import '../translations';

/** What scripts/licences.mjs writes at build time. */
interface Licences {
  version: string;
  packages: { name: string; version: string; licence: string }[];
}

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 28rem;
  overflow-y: auto;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
    padding: ${({ theme }) => theme.spacing(1)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

/**
 * /user/settings/about: the product's version, the terms and privacy policy, and the licences of
 * the third-party packages Hearth ships (most open source; some, like the Apollo gateway,
 * source-available), generated from package-lock.json at build time by
 * scripts/licences.mjs (loaded on demand: about 57 kB).
 */
export function AboutPage() {
  const t = useT();
  const [licences, setLicences] = useState<Licences | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    import('../licences.generated.json')
      .then((m) => setLicences(m.default as Licences))
      .catch(() => setFailed(true));
  };
  useEffect(load, []);

  return (
    <Page>
      <title>{`${t('About Hearth')} · Hearth`}</title>
      <Back to="/user/settings">{t('← Settings')}</Back>
      <h1>{t('About Hearth')}</h1>
      <Section aria-labelledby="about-version">
        <h2 id="about-version">{t('Version')}</h2>
        <p>{licences ? `Hearth ${licences.version}` : '…'}</p>
      </Section>
      <Section aria-labelledby="about-legal">
        <h2 id="about-legal">{t('Terms and privacy')}</h2>
        <p>
          <a href="/terms-and-conditions">{t('Terms and conditions')}</a>
        </p>
        <p>
          <a href="/privacy-policy">{t('Privacy policy')}</a>
        </p>
      </Section>
      <Section aria-labelledby="about-licences">
        <h2 id="about-licences">{t('Third-party licences')}</h2>
        {failed ? (
          <LoadFailed message={t('We could not load the licences.')} onRetry={load} />
        ) : !licences ? (
          <Spinner centered label={t('Loading the licences…')} />
        ) : (
          <>
            <Muted as="p">
              {t(
                'Hearth is built with {{count}} third-party packages, each under its own licence.',
                {
                  count: licences.packages.length,
                },
              )}
            </Muted>
            <List aria-label={t('Third-party licences')} tabIndex={0}>
              {licences.packages.map((p) => (
                <li key={`${p.name}@${p.version}`}>
                  <span>
                    {p.name} {p.version}
                  </span>
                  <span>{p.licence}</span>
                </li>
              ))}
            </List>
          </>
        )}
      </Section>
    </Page>
  );
}

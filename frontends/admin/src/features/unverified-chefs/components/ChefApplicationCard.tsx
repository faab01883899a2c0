import type { AdminUnverifiedChefsQuery } from '@hearth/graphql-client';
import { Button } from '@hearth/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NONE, SignedUpAt } from '../../../components/admin-list/columns';
import { useCertificateViewUrl } from '../api/chef-applications';
import { ageInYears } from '../utils/age';

/** One PENDING application as the queue query returns it. */
export type ChefApplication = AdminUnverifiedChefsQuery['unverifiedChefs'][number];

const Article = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.spacing(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;
const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
const Avatar = styled.img`
  width: 64px;
  height: 64px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySoft};
`;
const Badge = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 700;
`;
const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: 1rem;
  }
`;
const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
const Banner = styled.img`
  width: 100%;
  max-height: 140px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  justify-content: flex-end;
`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children ?? NONE}</dd>
    </>
  );
}

const orNone = (value: string | null | undefined) => (value ? value : NONE);

/**
 * A link to a chef's certificate, a private object: opened through a short-lived signed address
 * (certificateViewUrl, 5 minutes), fetched when the card shows and renewed every 4 minutes.
 */
function CertificateLink({
  certificateUrl,
  label,
}: {
  certificateUrl: string | null | undefined;
  label: string;
}) {
  const { data, loading } = useCertificateViewUrl(certificateUrl);
  if (!certificateUrl) return <>{NONE}</>;
  if (loading && !data) return <span aria-busy="true">{label}</span>;
  return <FileLink href={data?.certificateViewUrl} label={label} />;
}

/** A link to an uploaded image or document, opened in a new tab. */
function FileLink({ href, label }: { href: string | null | undefined; label: string }) {
  if (!href) return <>{NONE}</>;
  return (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {label}
    </a>
  );
}

/**
 * One chef application in the admin's Unverified Chef panel: the chef's profile (name, e-mail,
 * phone, city/province, description, date of birth and age, image), credentials (experience,
 * qualifications, certificate) and restaurant (name, description, cuisines, delivery/pickup,
 * banner), with Approve and Reject. `busy` disables both while a decision is being saved.
 */
export function ChefApplicationCard({
  chef,
  busy,
  onApprove,
  onReject,
}: {
  chef: ChefApplication;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const name = `${chef.firstName} ${chef.lastName}`;
  const profile = chef.user.chefProfile;
  const restaurant = chef.user.restaurant;
  const age = ageInYears(profile?.dateOfBirth);
  const headingId = `chef-${chef.id}`;
  const place = [profile?.city, profile?.province].filter(Boolean).join(', ');
  const ways = restaurant
    ? [restaurant.offersDelivery && 'Delivery', restaurant.offersPickup && 'Pickup'].filter(Boolean)
    : [];
  return (
    <Article aria-labelledby={headingId} data-testid="chef-application">
      <Head>
        {profile?.imageUrl && <Avatar src={profile.imageUrl} alt={`Photo of ${name}`} />}
        <h2 id={headingId}>{name}</h2>
        {chef.isFounder && <Badge>Founder chef</Badge>}
        {chef.submittedAt && (
          <span>
            Submitted <SignedUpAt iso={chef.submittedAt} />
          </span>
        )}
      </Head>
      <Sections>
        <section aria-label={`Profile of ${name}`}>
          <h3>Profile</h3>
          <Facts>
            <Fact term="Email">{chef.email}</Fact>
            <Fact term="Phone">{orNone(profile?.phone)}</Fact>
            <Fact term="City">{orNone(place)}</Fact>
            <Fact term="Date of birth">
              {profile?.dateOfBirth ? `${profile.dateOfBirth} (age ${age})` : NONE}
            </Fact>
            <Fact term="About">{orNone(profile?.description)}</Fact>
          </Facts>
        </section>
        <section aria-label={`Credentials of ${name}`}>
          <h3>Credentials</h3>
          <Facts>
            <Fact term="Experience">
              {profile?.experienceYears == null
                ? NONE
                : `${profile.experienceYears} ${profile.experienceYears === 1 ? 'year' : 'years'}`}
            </Fact>
            <Fact term="Qualifications">{orNone(profile?.qualifications)}</Fact>
            <Fact term="Certificate">
              <CertificateLink certificateUrl={profile?.certificateUrl} label="View certificate" />
            </Fact>
          </Facts>
        </section>
        <section aria-label={`Restaurant of ${name}`}>
          <h3>Restaurant</h3>
          {restaurant ? (
            <>
              {restaurant.imageUrl && (
                <Banner src={restaurant.imageUrl} alt={`Banner of ${restaurant.name}`} />
              )}
              <Facts>
                <Fact term="Name">{restaurant.name}</Fact>
                <Fact term="About">{restaurant.description}</Fact>
                <Fact term="Cuisines">{orNone(restaurant.cuisines.join(', '))}</Fact>
                <Fact term="Offers">{orNone(ways.join(' and '))}</Fact>
                {restaurant.offersDelivery && restaurant.deliveryRadiusKm != null && (
                  <Fact term="Delivers within">{`${restaurant.deliveryRadiusKm} km`}</Fact>
                )}
              </Facts>
            </>
          ) : (
            <p>No restaurant yet.</p>
          )}
        </section>
      </Sections>
      <Actions>
        <Button
          $variant="secondary"
          onClick={onReject}
          disabled={busy}
          aria-label={`Reject ${name}`}
        >
          Reject
        </Button>
        <Button onClick={onApprove} disabled={busy} aria-label={`Approve ${name}`}>
          Approve
        </Button>
      </Actions>
    </Article>
  );
}

import { Card, media } from '@hearth/ui';
import styled from 'styled-components';
import { ButtonLink, PUBLIC_LINKS } from '../../../shared/links';

const Hero = styled.section`
  background: linear-gradient(160deg, #fff1e6 0%, #fffaf5 60%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const HeroInner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(20)} ${({ theme }) => theme.spacing(4)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.spacing(12)} ${({ theme }) => theme.spacing(4)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
    font-size: clamp(2rem, 5vw, 3.5rem);
    max-width: 18ch;
    letter-spacing: -0.02em;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(8)};
    font-size: 1.125rem;
    max-width: 52ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;
const Steps = styled.section`
  max-width: 1200px;
  width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(12)} ${({ theme }) => theme.spacing(4)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(6)};
    font-size: 1.75rem;
  }
  ol {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.spacing(4)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ${media.mobile} {
    ol {
      grid-template-columns: 1fr;
    }
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 800;
`;

const STEPS = [
  {
    title: 'Choose a Kitchen',
    text: 'Browse home chefs near you and their upcoming cooking sessions.',
  },
  {
    title: 'Pick your dishes',
    text: 'Order ahead, so your chef buys fresh ingredients just for you.',
  },
  {
    title: 'Collect and enjoy!',
    text: 'Pick up your meal or have it delivered at the time you chose.',
  },
];

/** Home (/): hero with the waitlist and chef calls to action, and the three-step explanation. */
export function HomePage() {
  return (
    <>
      <title>Hearth — home-cooked meals from local chefs</title>
      <Hero>
        <HeroInner>
          <h1>Home-cooked meals from chefs in your neighbourhood</h1>
          <p>
            Want to save money on eating out and restaurant delivery? Order fresh, scheduled meals
            from food-safety certified home chefs.
          </p>
          <Ctas>
            <ButtonLink to={PUBLIC_LINKS.joinWaitlist}>Join our waitlist today!</ButtonLink>
            <ButtonLink to={PUBLIC_LINKS.becomeChef} $variant="secondary">
              Become a cook
            </ButtonLink>
          </Ctas>
        </HeroInner>
      </Hero>
      <Steps aria-labelledby="how-it-works-heading">
        <h2 id="how-it-works-heading">How it works</h2>
        <ol>
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Steps>
    </>
  );
}

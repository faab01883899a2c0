// Runs after the test framework: DOM matchers, styled-components support and a `matchMedia`
// (jsdom has none) that answers min/max-width queries from `window.innerWidth`, so a test picks
// the viewport with `setViewportWidth` from `frontends/test-utils.ts`.
import '@testing-library/jest-dom/jest-globals';
import 'jest-styled-components';

function matches(query: string): boolean {
  const width = window.innerWidth;
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return Boolean(max || min);
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      media: query,
      matches: matches(query),
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// waitFor / findBy wait up to 5 s (not 1 s): a CI machine under load renders slower, and a
// test that waits for what a user would see should not fail because the machine was busy.
// Tests that assert something does NOT appear use their own short waits.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5_000 });

import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { isPageReady, takeOverServerPage } from '../src/ssr-takeover';

/** A server-rendered page as serve.mjs sends it: `#root[data-ssr]` with a header and a main. */
function serverPage(main: string): HTMLElement {
  document.body.innerHTML = `<div id="root" data-ssr><header><button>Log in</button></header><main>${main}</main></div>`;
  return document.getElementById('root')!;
}

describe('taking over a server-rendered page (issue 25)', () => {
  it('is ready once main has content, no skeleton or spinner, and the server’s heading', () => {
    const page = document.createElement('div');
    expect(isPageReady(page)).toBe(false);
    page.innerHTML = '<main><div role="status" aria-busy="true">Loading…</div></main>';
    expect(isPageReady(page)).toBe(false);
    page.innerHTML = '<main><span role="status"><span aria-hidden="true"></span></span></main>';
    expect(isPageReady(page)).toBe(false);
    page.innerHTML = '<main><p role="status">Test mode</p><h1>Teta Rania</h1></main>';
    expect(isPageReady(page)).toBe(true);
    expect(isPageReady(page, 'Teta Rania')).toBe(true);
    expect(isPageReady(page, 'Explore')).toBe(false);
  });

  it('keeps the server’s page until the live one is ready, then swaps it in whole', async () => {
    const root = serverPage('<h1>Teta Rania</h1><button>Kibbeh</button>');
    const live = takeOverServerPage(root);
    expect(live.isConnected).toBe(false);
    live.innerHTML = '<header></header><main><div aria-busy="true"></div></main>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('root')).toBe(root);
    live.innerHTML = '<header></header><main><h1>Teta Rania</h1><button>Kibbeh</button></main>';
    await waitFor(() => expect(document.getElementById('root')).toBe(live));
    expect(root.isConnected).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('replays a click and carries typed text from the server’s page to the same elements', async () => {
    const root = serverPage(
      '<h1>Explore</h1><input name="q" value=""><button aria-label="Favourite Rosa’s Kitchen">♡</button>',
    );
    const live = takeOverServerPage(root);
    (root.querySelector('input') as HTMLInputElement).value = 'pho';
    (root.querySelector('main button') as HTMLButtonElement).click();

    const clicked: string[] = [];
    const typed: string[] = [];
    // The live page has a band the server's did not (another structure): found by what they are.
    live.innerHTML =
      '<header><button>Profile</button></header><main><aside><button>Sign up</button></aside>' +
      '<h1>Explore</h1><input name="q" value=""><button aria-label="Favourite Rosa’s Kitchen">♡</button></main>';
    live.querySelector('input')!.addEventListener('input', (e) => {
      typed.push((e.target as HTMLInputElement).value);
    });
    for (const button of live.querySelectorAll('button')) {
      button.addEventListener('click', () => clicked.push(button.textContent ?? ''));
    }
    await waitFor(() => expect(document.getElementById('root')).toBe(live));
    expect(typed).toEqual(['pho']);
    expect(clicked).toEqual(['♡']);
  });

  it('swaps anyway after the time limit (a page that never gets ready is still the app)', async () => {
    const root = serverPage('<h1>Home</h1>');
    const live = takeOverServerPage(root, { timeoutMs: 10 });
    await waitFor(() => expect(document.getElementById('root')).toBe(live));
  });
});

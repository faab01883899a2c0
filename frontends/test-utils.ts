/** Test helper: sets the viewport width that `window.matchMedia` (see jest.setup.ts) answers for. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

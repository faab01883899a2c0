import { useCallback, useState } from 'react';

/**
 * Whether the image at `src` failed to load (404, a removed upload, no network), so a card can
 * show its placeholder instead of the browser's broken-image icon. Pass `onError` to the `<img>`;
 * the flag resets when `src` changes (a new URL gets its own try).
 *
 *   const [failed, onError] = useImageFailed(url);
 *   return failed || !url ? <Letter /> : <img src={url} onError={onError} alt="" />;
 */
export function useImageFailed(src: string | null | undefined): [boolean, () => void] {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const onError = useCallback(() => setFailedSrc(src ?? null), [src]);
  return [!!src && failedSrc === src, onError];
}

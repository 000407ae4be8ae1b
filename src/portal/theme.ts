/**
 * Light or dark: the system's (prefers-color-scheme) until the contact chooses with the toggle;
 * the choice is kept (localStorage 'portal_theme') and set as html[data-theme] (portal.css).
 */
import { useEffect, useState } from 'react';

export type Skin = 'light' | 'dark';
const KEY = 'portal_theme';

const systemSkin = (): Skin => (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
const keptSkin = (): Skin | null => {
  const kept = localStorage.getItem(KEY);
  return kept === 'light' || kept === 'dark' ? kept : null;
};

export function useSkin(): { skin: Skin; toggle(): void } {
  const [chosen, setChosen] = useState<Skin | null>(keptSkin);
  const [system, setSystem] = useState<Skin>(systemSkin);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    const changed = () => setSystem(systemSkin());
    query?.addEventListener?.('change', changed);
    return () => query?.removeEventListener?.('change', changed);
  }, []);
  useEffect(() => {
    if (chosen) document.documentElement.dataset.theme = chosen;
    else delete document.documentElement.dataset.theme;
  }, [chosen]);
  const skin = chosen ?? system;
  return {
    skin,
    toggle: () => {
      const next: Skin = skin === 'dark' ? 'light' : 'dark';
      localStorage.setItem(KEY, next);
      setChosen(next);
    },
  };
}

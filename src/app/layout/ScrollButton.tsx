/**
 * The scroll button of manage pages (spec section 2: "Pages whose path contains 'manage' show a
 * scroll-to-top/bottom button"; section 9: "'up' after 250 px"): near the top it points down and
 * goes to the bottom of the page; once the page is scrolled past 250 px it points up and goes
 * back to the top.
 */
import { useEffect, useState } from 'react';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export const SCROLL_UP_AFTER_PX = 250;

export const ScrollButton = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [up, setUp] = useState(false);
  const shown = pathname.includes('manage');
  useEffect(() => {
    if (!shown) return;
    const read = () => setUp(window.scrollY > SCROLL_UP_AFTER_PX);
    read();
    window.addEventListener('scroll', read, { passive: true });
    return () => window.removeEventListener('scroll', read);
  }, [shown]);
  if (!shown) return null;
  const label = translate(up ? 'app.scroll.up' : 'app.scroll.down');
  return (
    <Tooltip title={label}>
      <Fab
        size="small"
        color="primary"
        aria-label={label}
        data-testid="scroll-button"
        data-direction={up ? 'up' : 'down'}
        onClick={() => window.scrollTo({ top: up ? 0 : document.documentElement.scrollHeight, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        {up ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
      </Fab>
    </Tooltip>
  );
};

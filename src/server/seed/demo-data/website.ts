/** The public website's content kept in the back-office: blog posts, news, fixed pages and banners. */
import { BANNERS, BLOG_POSTS, NEWS, SYSTEM_PAGES } from './content';
import { DAY, HOUR, type Context, type Made } from './context';

export async function loadWebsite(ctx: Context, made: Made) {
  const { api, extra, today } = ctx;
  // Posts are written by the office staff, not by technicians.
  const writers = made.employees.filter((e) => !e.fieldStaff).map((e) => e.userId);
  await api.ensureAll(
    'blogs',
    'slug',
    BLOG_POSTS.map(({ daysAgo, published, ...post }) => ({
      ...post,
      author_id: extra.pick(writers),
      published,
      published_at: published ? today - daysAgo * DAY + 10 * HOUR : null,
    })),
  );
  for (const { daysAgo, summary, ...item } of NEWS) {
    await api.create('news', {
      ...item,
      summary,
      content: `<p>${summary}</p>`,
      published: daysAgo > 0,
      published_at: daysAgo > 0 ? today - daysAgo * DAY + 9 * HOUR : null,
    });
  }
  await api.ensureAll('system_pages', 'slug', SYSTEM_PAGES.map((page) => ({ ...page, published: true })));
  for (const [i, { from, days, ...banner }] of BANNERS.entries()) {
    await api.create('banners', {
      ...banner,
      position: (i + 1) * 10,
      start_date: from === null ? null : today + from * DAY,
      end_date: from === null || days === null ? null : today + (from + days - 1) * DAY,
    });
  }
}

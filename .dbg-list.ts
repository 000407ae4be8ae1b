import { listUrl, startListBench } from './bench/lib/list-app';
const bench = await startListBench(10000);
const { page, server } = bench;
await page.goto(listUrl(server.origin)); await page.locator('tbody tr').first().waitFor();
await page.evaluate(() => { (window as any).lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask' }); });
for (const menu of ['PDF', 'PDF', 'PDF', 'Excel (XLSX)']) {
  await page.evaluate(() => { (window as any).lt = []; (window as any).t0 = performance.now(); (window as any).ph = []; const pb = new MutationObserver(() => { const el = document.querySelector('[data-testid=export-progress]'); if (el) (window as any).ph.push([Math.round(performance.now()), el.textContent?.slice(0, 30)]); }); pb.observe(document.body, { subtree: true, childList: true, characterData: true }); });
  await page.getByRole('button', { name: 'Export' }).click();
  const [d] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: menu }).click()]);
  await page.getByRole('button', { name: 'Export' }).and(page.locator(':enabled')).waitFor();
  const info = await page.evaluate(() => ({ t0: Math.round((window as any).t0), end: Math.round(performance.now()), lt: (window as any).lt, ph: ((window as any).ph as any[]).filter((p, i, a) => i === 0 || p[1]?.slice(0, 12) !== a[i - 1][1]?.slice(0, 12)) }));
  console.log(menu, JSON.stringify(info));
}
await bench.close();

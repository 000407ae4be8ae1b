const origin = 'http://127.0.0.1:18555';
const login = await (await fetch(origin + '/api/v1/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'correct-horse-battery' }) })).json();
const h = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const [method, url, body] = process.argv.slice(2);
const r = await fetch(origin + url, { method, headers: h, body });
console.log(r.status, (await r.text()).slice(0, 1500));

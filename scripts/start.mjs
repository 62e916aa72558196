// `npm start`: runs the product. Delegates to the site workspace, which serves pages, API and widgets.
import { spawn } from 'node:child_process';

const child = spawn('npm', ['run', 'start', '--workspace', 'site'], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));

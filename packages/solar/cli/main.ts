// CLI: `npm run -s solar -- <command>` reads one JSON object on stdin and writes one JSON object
// on stdout. Invalid input: a message on stderr and exit code 2; unexpected failure: exit code 1.
import { runCommand, SolarInputError, COMMANDS } from '../src/index.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<number> {
  const command = process.argv[2];
  if (!command || command === '--help' || command === '-h') {
    process.stderr.write(
      `usage: npm run -s solar -- <command> < input.json\ncommands: ${COMMANDS.join(', ')}\n`,
    );
    return command ? 0 : 2;
  }
  const text = await readStdin();
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (err) {
    process.stderr.write(`solar ${command}: stdin is not valid JSON (${(err as Error).message})\n`);
    return 2;
  }
  try {
    const output = runCommand(command, input);
    process.stdout.write(`${JSON.stringify(output)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof SolarInputError) {
      process.stderr.write(`solar ${command}: ${err.message}\n`);
      return 2;
    }
    process.stderr.write(
      `solar ${command}: internal error: ${(err as Error).stack ?? String(err)}\n`,
    );
    return 1;
  }
}

process.exitCode = await main();

/** A bench's numeric command-line option, `--name value`, or `fallback` when it is not given. */
export function numberOption(name: string, fallback: number, argv = process.argv.slice(2)): number {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
}

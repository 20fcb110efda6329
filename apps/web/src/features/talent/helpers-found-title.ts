/** "24 helpers found", or "24+ helpers found" while more can be loaded. */
export function helpersFoundTitle(count: number, more: boolean): string {
  return `${count}${more ? '+' : ''} ${count === 1 && !more ? 'helper' : 'helpers'} found`;
}

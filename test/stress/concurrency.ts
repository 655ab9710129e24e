import type { Sandbox } from '../sandbox';
import type { Row } from './report';
export async function concurrencyRows(_sb: Sandbox, _dir: string, _outputs: string[]): Promise<Row[]> {
  return [];
}

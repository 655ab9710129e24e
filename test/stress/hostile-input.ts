import type { Sandbox } from '../sandbox';
import type { Row } from './report';
export async function hostileRows(_sb: Sandbox, _dir: string): Promise<Row[]> {
  return [];
}

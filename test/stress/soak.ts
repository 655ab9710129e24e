import type { Sandbox } from '../sandbox';
import type { Row } from './report';
export async function soakRows(_sb: Sandbox, _dir: string): Promise<Row[]> {
  return [];
}

/** The project endpoints the app reads: the list and one project (with its totals). */
import type { Project } from '../../../shared/types';
import { checkCredential, pathId, type Credential } from './credential';
import { parseJsonBody, unwrapData } from './json-body';
import { normalizeProject, normalizeProjectList } from './normalize-project';
import { makeApiError } from './redact';
import { send, type Answer, type TransportConfig } from './transport';
import { m } from '../i18n';

const auth = (credential: Credential) => ({ userAgent: credential.userAgent, token: credential.token });

export async function listProjects(
  config: TransportConfig,
  credential: Credential,
): Promise<{ projects: Project[]; skipped: number; answeredAt: number }> {
  checkCredential(credential);
  // The one big answer: allowed the Latin-1 fast path (normalizeProjectList re-decodes text).
  const answer = await send(config, {
    method: 'GET',
    path: '/projects',
    allowLatin1: true,
    ...auth(credential),
  });
  const list = normalizeProjectList(parseJsonBody(answer, m.core_what_project_list()), answer.latin1);
  return { ...list, answeredAt: answer.answeredAt };
}

export async function getProject(
  config: TransportConfig,
  credential: Credential,
  id: number,
): Promise<Project> {
  checkCredential(credential);
  // Fields spelled out rather than spread from `auth()`: this call runs once per project on a
  // totals refresh, and the spread copies through a slow generic path.
  const answer = await send(config, {
    method: 'GET',
    path: `/projects/${pathId(id, 'project')}`,
    userAgent: credential.userAgent,
    token: credential.token,
  });
  return projectFrom(answer, m.core_what_project());
}

function projectFrom(answer: Answer, what: string): Project {
  const project = normalizeProject(unwrapData(parseJsonBody(answer, what)));
  if (project === null) throw makeApiError('bad_response', m.core_api_answer_no_project({ what }));
  return project;
}

import { ConstructorScreen } from '../constructor/constructor-screen';
import type { Project } from './api';

/** Where the constructor goes in the shell (route /edit/{num_id}/): it gets the loaded draft. */
export function ConstructorSlot({ project }: { project: Project }) {
  return <ConstructorScreen project={project} />;
}

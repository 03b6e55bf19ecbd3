import { LoginInstructions } from '../../../features/classrooms/classes/index.ts';

/** /login-instructions */
export default function LoginInstructionsPage() {
  return <LoginInstructions />;
}

export { ClassCreateFlow } from './components/class-create-flow.tsx';
export { ClassPage } from './components/class-page.tsx';
export { AddStudents } from './components/add-students.tsx';
export { EditStudent } from './components/edit-student.tsx';
export { LoginInstructions, ClassInstructions } from './components/instructions.tsx';
export { PromoFlyer } from './components/promo-flyer.tsx';
export { CardSignIn } from './components/card-sign-in.tsx';
export { useClasses } from './api/classes.ts';

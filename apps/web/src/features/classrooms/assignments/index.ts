// Classrooms (issue 12 item 5): assign and hide. `ClassAssignmentsSection` (what is assigned to
// and hidden from a class) is mounted by the class page; `AssignButton` opens the educator's
// Assign panel on a book or a collection; `MyAssignments` is "Assigned to me" in a student's
// library.
export { ClassAssignmentsSection } from './components/class-assignments-section.tsx';
export { AssignButton } from './components/assign-panel.tsx';
export { MyAssignments } from './components/my-assignments.tsx';
export {
  assignmentKeys,
  myAssignmentsQueryOptions,
  classAssignmentsQueryOptions,
} from './api/assignments.ts';
